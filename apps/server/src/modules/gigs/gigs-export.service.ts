import type { ExportedPostingDto } from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { listPostingsOfPoster, type Posting } from './gigs.repo';

function toExportedPosting(p: Posting): ExportedPostingDto {
  return {
    id: p.id,
    mode: p.mode,
    status: p.status,
    title: p.title,
    description: p.description,
    category: p.category,
    gig_type: p.gigType,
    job_type: p.jobType,
    pricing_type: p.pricingType,
    fixed_price: p.fixedPrice,
    hourly_rate: p.hourlyRate,
    price_range_min: p.priceRangeMin,
    price_range_max: p.priceRangeMax,
    salary_min: p.salaryMin,
    salary_max: p.salaryMax,
    delivery_time_days: p.deliveryTimeDays,
    availability: p.availability,
    time_commitment: p.timeCommitment,
    work_schedule: p.workSchedule,
    experience_level: p.experienceLevel,
    experience_required: p.experienceRequired,
    skills_required: p.skillsRequired,
    urgency: p.urgency,
    location_type: p.locationType,
    location: p.location,
    address: p.address,
    city: p.city,
    region: p.region,
    country: p.country,
    latitude: p.latitude,
    longitude: p.longitude,
    remote_allowed: p.remoteAllowed,
    travel_required: p.travelRequired,
    company: p.company,
    images: p.images,
    portfolio_samples: p.portfolioSamples,
    certification_required: p.certificationRequired,
    certification_type: p.certificationType,
    certification_bonus: p.certificationBonus,
    prefers_certified: p.prefersCertified,
    gps_enabled: p.gpsEnabled,
    instant_match: p.instantMatch,
    availability_type: p.availabilityType,
    openings: p.openings,
    hired_count: p.hiredCount,
    applications_count: p.applicationsCount,
    views: p.views,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** Every job and service gig the user posted, any status, newest first (data export): one query. */
export async function exportPostingsOf(ctx: AppContext, userId: string): Promise<ExportedPostingDto[]> {
  const rows = await listPostingsOfPoster(ctx.db, userId);
  return rows.map((row) => toExportedPosting(row.posting));
}
