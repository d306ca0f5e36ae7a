import type { GigDetailDto, GigListItemDto, MyPostingDto } from '@hirehand/shared/gigs/gig-dto';
import { salaryText } from '@hirehand/shared/jobs/salary-text';
import type { ApplicationCounts, Posting } from './gigs.repo';

export interface CreatorSummary {
  creatorId: string;
  creatorName: string;
  creatorPicture: string | null;
  /** The creator's plan gives the Pro badge. */
  creatorPro: boolean;
}

/**
 * A creator's rating comes only from clients' reviews and their completed orders only from
 * completed hires. Neither exists yet: no reviews table (trust and safety brings reviews) and
 * no state that says a hire's work was done (applications end at "accepted"; a filled or
 * closed posting says nothing about the work). So both are 0, which the cards show as "No
 * ratings yet". A worker's own experience entries are self-reported and never feed them
 * (docs/decisions/029).
 */
const CREATOR_STATS = { average_rating: 0, completed_orders: 0 };

/** A posting as the marketplace lists it. */
export function toGigListItemDto(row: Posting, creator: CreatorSummary): GigListItemDto {
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
      stats: { ...CREATOR_STATS },
      pro: creator.creatorPro,
    },
  };
}

/** The first person hired on a posting, named as the reader may see them (spec 2 §3). */
export interface PostingHire {
  id: string;
  name: string;
}

/** The job-board fields every posting carries, with its company and, once hired, its worker. */
function jobFields(row: Posting, hire: PostingHire | null) {
  return {
    company: row.company,
    company_id: row.companyId,
    worker_id: hire?.id ?? null,
    worker_name: hire?.name ?? null,
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
    pro: boolean;
  };
  /** The poster's contact when the viewer's plan gives employer_contact; null otherwise. */
  employerContact: { email: string; phone: string | null } | null;
  workExperience: { id: string; title: string; category: string }[];
  canApply: boolean;
  isOwner: boolean;
  canManage: boolean;
  myApplication: { id: string; status: string } | null;
  /** The first hire, by first name and last initial (a public read). */
  hire: PostingHire | null;
}

/** GET /api/gigs/{id}: the posting, its creator and what the caller may do with it. */
export function toGigDetailDto(row: Posting, extras: DetailExtras): GigDetailDto {
  const { creator } = extras;
  const summary = {
    creatorId: creator.id,
    creatorName: creator.fullName,
    creatorPicture: creator.profilePicture,
    creatorPro: creator.pro,
  };
  return {
    ...toGigListItemDto(row, summary),
    ...jobFields(row, extras.hire),
    creator: {
      id: creator.id,
      name: creator.fullName,
      profile_picture: creator.profilePicture,
      trust_score: creator.trustScore,
      bio: creator.bio,
      verified: creator.emailVerified,
      pro: creator.pro,
    },
    employer_contact: extras.employerContact,
    work_experience: extras.workExperience.map((entry) => ({
      id: entry.id,
      title: entry.title,
      category: entry.category,
      // A client's review only; the worker's self-reported rating never stands in for one.
      client_rating: null,
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
    can_manage: extras.canManage,
    my_application: extras.myApplication,
  };
}

/** A posting in its poster's (or its company's team's) dashboard, with its applications counted by status. */
export function toMyPostingDto(
  row: Posting,
  creator: CreatorSummary,
  counts: ApplicationCounts,
  /** The first hire, named in full (the poster and the company's team). */
  hire: PostingHire | null = null,
): MyPostingDto {
  return {
    ...toGigListItemDto(row, creator),
    ...jobFields(row, hire),
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
    visible_until: row.visibleUntil?.toISOString() ?? null,
    application_counts: counts,
  };
}
