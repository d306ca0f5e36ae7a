import type { GigDetailDto, GigListItemDto, MyPostingDto } from '@hirehand/shared/gigs/gig-dto';
import { salaryText } from '@hirehand/shared/jobs/salary-text';
import type { ApplicationCounts, CreatorStats, Posting } from './gigs.repo';

export interface CreatorSummary {
  creatorId: string;
  creatorName: string;
  creatorPicture: string | null;
}

const NO_STATS: CreatorStats = { averageRating: 0, completedOrders: 0 };

/** A posting as the marketplace lists it. */
export function toGigListItemDto(
  row: Posting,
  creator: CreatorSummary,
  stats: CreatorStats | undefined,
): GigListItemDto {
  const { averageRating, completedOrders } = stats ?? NO_STATS;
  return {
    id: row.id,
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
    skills_required: row.skillsRequired,
    views: row.views,
    applications: row.applicationsCount,
    location_type: row.locationType,
    city: row.city,
    location: row.location,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    creator_info: {
      id: creator.creatorId,
      name: creator.creatorName,
      profile_picture: creator.creatorPicture,
      stats: { average_rating: averageRating, completed_orders: completedOrders },
    },
  };
}

/** The job-board fields every posting carries. */
function jobFields(row: Posting) {
  return {
    company: row.company,
    salary: salaryText({
      pricing_type: row.pricingType,
      salary_min: row.salaryMin,
      salary_max: row.salaryMax,
      fixed_price: row.fixedPrice,
    }),
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    urgency: row.urgency,
    job_type: row.jobType,
    experience_required: row.experienceRequired,
    work_schedule: row.workSchedule,
    remote_allowed: row.remoteAllowed,
    certification_required: row.certificationRequired,
    certification_type: row.certificationType,
    certification_bonus: row.certificationBonus,
    prefers_certified: row.prefersCertified,
  };
}

export interface DetailExtras {
  creator: {
    id: string;
    fullName: string;
    profilePicture: string | null;
    trustScore: number;
    bio: string | null;
    emailVerified: boolean;
  };
  stats: CreatorStats | undefined;
  workExperience: { id: string; title: string; category: string; clientRating: number }[];
  canApply: boolean;
  isOwner: boolean;
  myApplication: { id: string; status: string } | null;
}

/** GET /api/gigs/{id}: the posting, its creator and what the caller may do with it. */
export function toGigDetailDto(row: Posting, extras: DetailExtras): GigDetailDto {
  const { creator } = extras;
  const summary = {
    creatorId: creator.id,
    creatorName: creator.fullName,
    creatorPicture: creator.profilePicture,
  };
  return {
    ...toGigListItemDto(row, summary, extras.stats),
    ...jobFields(row),
    creator: {
      id: creator.id,
      name: creator.fullName,
      profile_picture: creator.profilePicture,
      trust_score: creator.trustScore,
      bio: creator.bio,
      verified: creator.emailVerified,
    },
    work_experience: extras.workExperience.map((entry) => ({
      id: entry.id,
      title: entry.title,
      category: entry.category,
      client_rating: entry.clientRating,
    })),
    delivery_time_days: row.deliveryTimeDays,
    experience_level: row.experienceLevel,
    availability: row.availability,
    time_commitment: row.timeCommitment,
    location: row.location,
    travel_required: row.travelRequired,
    latitude: row.latitude,
    longitude: row.longitude,
    openings: row.openings,
    hired_count: row.hiredCount,
    applications_count: row.applicationsCount,
    can_apply: extras.canApply,
    is_owner: extras.isOwner,
    my_application: extras.myApplication,
  };
}

/** A posting in its poster's dashboard, with its applications counted by status. */
export function toMyPostingDto(
  row: Posting,
  creator: CreatorSummary,
  stats: CreatorStats | undefined,
  counts: ApplicationCounts,
): MyPostingDto {
  return {
    ...toGigListItemDto(row, creator, stats),
    ...jobFields(row),
    address: row.address,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    delivery_time_days: row.deliveryTimeDays,
    experience_level: row.experienceLevel,
    availability: row.availability,
    time_commitment: row.timeCommitment,
    openings: row.openings,
    hired_count: row.hiredCount,
    updated_at: row.updatedAt.toISOString(),
    application_counts: counts,
  };
}
