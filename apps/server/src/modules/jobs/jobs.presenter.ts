import { hiredWorkerPublicName } from '@hirehand/shared/gigs/hired-worker';
import { FALLBACK_HOURLY_RATE } from '@hirehand/shared/jobs/job-enums';
import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import { salaryText } from '@hirehand/shared/jobs/salary-text';
import type { NearbyJobDto } from '@hirehand/shared/location/location';
import { EXCLUSIVE_HOURLY_RATE_CENTS } from '@hirehand/shared/membership/plans';
import type { JobListingRow, NearbyJobRow } from './jobs.repo';

type PayFields = Pick<
  JobListingRow,
  'pricing_type' | 'salary_min' | 'salary_max' | 'fixed_price' | 'hourly_rate'
>;

/** The hourly figure a card or map pin shows: the top of the range, else its bottom, else the gig rate. */
const rateOf = (row: PayFields) => row.salary_max ?? row.salary_min ?? row.hourly_rate;

/** Top pay at or above the catalog's threshold (the same test as the exclusive=true filter: salary_max). */
const isExclusive = (row: Pick<JobListingRow, 'salary_max'>) =>
  row.salary_max !== null && Math.round(row.salary_max * 100) >= EXCLUSIVE_HOURLY_RATE_CENTS;

/** A posting's company, or its poster's name when it names none. */
const companyOf = (row: { company: string | null; poster_name: string }) =>
  row.company?.trim() || row.poster_name;

/** The card's place: the posting's own text, else "City, RE", else Remote. */
function locationText(row: Pick<JobListingRow, 'location' | 'city' | 'region'>): string {
  if (row.location.trim()) return row.location.trim();
  if (row.city) return row.region ? `${row.city}, ${row.region}` : row.city;
  return 'Remote';
}

/** Who reads the board, and the companies they belong to (none for a visitor). */
export interface ListingViewer {
  userId: string | null;
  companyIds: ReadonlySet<string>;
}

export const VISITOR: ListingViewer = { userId: null, companyIds: new Set() };

export function toJobListingDto(row: JobListingRow, viewer: ListingViewer = VISITOR): JobListingDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    company: companyOf(row),
    location: locationText(row),
    latitude: row.latitude,
    longitude: row.longitude,
    distance_km: row.distance_km,
    type: row.job_type,
    salary: salaryText(row),
    rate: rateOf(row),
    trustScore: row.poster_trust_score,
    urgency: row.urgency,
    skills: row.skills_required,
    postedAt: new Date(row.created_at).toISOString(),
    verified: row.poster_verified,
    category: row.category,
    experience_level: row.experience_required,
    work_schedule: row.work_schedule,
    remote_allowed: row.remote_allowed,
    certification_required: row.certification_required,
    certification_type: row.certification_type,
    certification_bonus: row.certification_bonus,
    prefers_certified: row.prefers_certified,
    employer_id: row.poster_id,
    applications_count: row.applications_count,
    applied: row.applied,
    exclusive: isExclusive(row),
    company_id: row.company_id,
    posted_by_colleague:
      row.company_id !== null && viewer.companyIds.has(row.company_id) && row.poster_id !== viewer.userId,
    worker_id: row.first_hire?.[0] ?? null,
    // A public read: first name and last initial.
    worker_name: row.first_hire ? hiredWorkerPublicName(row.first_hire[1]) : null,
  };
}

export function toNearbyJobDto(row: NearbyJobRow): NearbyJobDto {
  return {
    id: row.id,
    title: row.title,
    company: companyOf(row),
    employer_id: row.poster_id,
    city: row.city,
    distance_km: row.distance_km,
    rate: rateOf(row) ?? FALLBACK_HOURLY_RATE,
    salary: salaryText(row),
    certification_required: row.certification_required,
    location: { latitude: row.latitude, longitude: row.longitude },
  };
}
