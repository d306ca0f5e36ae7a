import { type CreateGigData, resolveJobFields } from '@hirehand/shared/gigs/create-gig';
import type { NewPostingRow } from '../../db/schema/postings';
import type { Posting } from './gigs.repo';
import type { Place } from './posting-place';

/**
 * The wizard form a stored posting stands for, so a PATCH can be merged with it and checked
 * like a new one. A job-board field equal to what the wizard fields derive is given back as
 * "left out" (null), so it keeps following them when they change; one set on its own stays.
 */
export function formOfPosting(row: Posting): CreateGigData {
  const form: CreateGigData = {
    mode: row.mode,
    title: row.title,
    description: row.description,
    category: row.category,
    gig_type: row.gigType,
    pricing_type: row.pricingType,
    fixed_price: row.fixedPrice,
    hourly_rate: row.hourlyRate,
    price_range_min: row.priceRangeMin,
    price_range_max: row.priceRangeMax,
    delivery_time_days: row.deliveryTimeDays,
    availability: row.availability,
    time_commitment: row.timeCommitment,
    skills_required: row.skillsRequired,
    experience_level: row.experienceLevel,
    location_type: row.locationType,
    location: row.location,
    address: row.address,
    city: row.city,
    travel_required: row.travelRequired,
    images: row.images,
    portfolio_samples: row.portfolioSamples,
    gps_enabled: row.gpsEnabled,
    latitude: row.latitude,
    longitude: row.longitude,
    instant_match: row.instantMatch,
    availability_type: row.availabilityType,
    openings: row.openings,
    // Publishing only: where a new job's checkout returns to.
    origin_url: null,
    company: row.company,
    salary_min: null,
    salary_max: null,
    urgency: row.urgency,
    job_type: null,
    experience_required: null,
    work_schedule: row.workSchedule,
    remote_allowed: null,
    certification_required: row.certificationRequired,
    certification_type: row.certificationType,
    certification_bonus: row.certificationBonus,
    prefers_certified: row.prefersCertified,
  };
  const derived = resolveJobFields(form);
  const own = <T>(stored: T, fromForm: T): T | null => (stored === fromForm ? null : stored);
  return {
    ...form,
    job_type: own(row.jobType, derived.job_type),
    experience_required: own(row.experienceRequired, derived.experience_required),
    remote_allowed: own(row.remoteAllowed, derived.remote_allowed),
    salary_min: own(row.salaryMin, derived.salary_min),
    salary_max: own(row.salaryMax, derived.salary_max),
  };
}

/** A job names its company, by default the poster; a service gig names one only if given. */
export function postingCompany(form: CreateGigData, posterName: string): string | null {
  const company = form.company?.trim() || null;
  return form.mode === 'job' ? (company ?? posterName) : company;
}

type PostingValues = Omit<NewPostingRow, 'id' | 'posterId' | 'mode' | 'createdAt' | 'updatedAt'>;

/**
 * A field the publish checks require: they ran before, so an empty one here is a bug, never
 * a user's mistake (a 500, not a posting stored without it).
 */
function publishedValue<T extends string>(value: T | '' | null, field: string): T {
  if (!value) throw new Error(`posting form checked without its ${field}`);
  return value;
}

/** The columns a checked form writes: trimmed texts, the place as resolved, job fields derived. */
export function postingValues(form: CreateGigData, place: Place, company: string | null): PostingValues {
  const job = resolveJobFields(form);
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    category: publishedValue(form.category, 'category'),
    gigType: publishedValue(form.gig_type, 'gig_type'),
    pricingType: form.pricing_type,
    fixedPrice: form.fixed_price,
    hourlyRate: form.hourly_rate,
    priceRangeMin: form.price_range_min,
    priceRangeMax: form.price_range_max,
    deliveryTimeDays: form.delivery_time_days,
    availability: form.availability,
    timeCommitment: form.time_commitment,
    skillsRequired: [...new Set(form.skills_required.map((skill) => skill.trim()).filter(Boolean))],
    experienceLevel: form.experience_level,
    locationType: form.location_type,
    location: place.location,
    address: form.address.trim(),
    city: place.city,
    region: place.region,
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    travelRequired: form.travel_required,
    images: form.images,
    portfolioSamples: form.portfolio_samples,
    gpsEnabled: form.gps_enabled,
    instantMatch: form.instant_match,
    availabilityType: form.availability_type,
    openings: form.openings,
    company,
    salaryMin: job.salary_min,
    salaryMax: job.salary_max,
    urgency: form.urgency,
    jobType: job.job_type,
    experienceRequired: job.experience_required,
    workSchedule: form.work_schedule,
    remoteAllowed: job.remote_allowed,
    certificationRequired: form.certification_required,
    certificationType: form.certification_type,
    certificationBonus: form.certification_bonus,
    prefersCertified: form.prefers_certified,
  };
}
