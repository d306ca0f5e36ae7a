import { z } from 'zod';
import { CertificationType, JobExperienceLevel, JobType, Urgency, WorkSchedule } from '../jobs/job-enums';
import { storableText } from '../platform/text';
import { CreateGigInput } from './create-gig';
import {
  ExperienceLevel,
  GigCategory,
  GigType,
  LocationType,
  PostingMode,
  PostingStatus,
  PricingType,
} from './gig-enums';

const nullableNumber = z.number().nullable();

/** Paging of list calls: page from 1, limit up to 50. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The marketplace's distance choices, in km (no radius: any distance). */
export const GIG_RADII_KM = [10, 25, 50, 100, 250] as const;
export const GigSort = z.enum(['newest', 'nearest']);
export type GigSort = z.infer<typeof GigSort>;

/** GET /api/gigs query: the marketplace's filters plus mode, status of one's own and paging. */
export const GigListQuery = PageQuery.extend({
  gig_type: GigType.optional(),
  category: GigCategory.optional(),
  /** A city name, matched against the start of the posting's city. */
  location: storableText().trim().max(120).optional(),
  price_min: z.coerce.number().min(0).optional(),
  price_max: z.coerce.number().min(0).optional(),
  search: storableText().trim().max(200).optional(),
  mode: z.enum(['service', 'job', 'all']).default('service'),
  /**
   * Where distances are measured from: a city ("Vancouver, BC", found in the gazetteer; unknown
   * is a 400), else the searcher's own latitude and longitude (both or neither).
   */
  near: storableText().trim().min(1).max(120).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  /** Only postings placed within this many km of that point. */
  radius_km: z.coerce.number().int().min(1).max(500).optional(),
  /** nearest: by distance from that point (newest without one). */
  sort: GigSort.default('newest'),
}).refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
  message: 'Send latitude and longitude together',
  path: ['latitude'],
});
export type GigListQuery = z.input<typeof GigListQuery>;

/**
 * stats: average_rating comes only from clients' reviews (0: none yet) and completed_orders only
 * from completed hires; a worker's own experience entries (self-reported) never feed either
 * (docs/decisions/029).
 */
export const CreatorInfoDto = z.object({
  id: z.string(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  stats: z.object({ average_rating: z.number(), completed_orders: z.number().int() }),
  /** The Pro badge: the creator's plan gives `pro_badge` (decision 032). */
  pro: z.boolean().optional(),
});

/** A gig as the marketplace lists it, plus mode, category, city, location, status and created_at. */
export const GigListItemDto = z.object({
  id: z.string(),
  mode: PostingMode,
  title: z.string(),
  description: z.string(),
  category: GigCategory,
  gig_type: GigType,
  pricing_type: PricingType,
  fixed_price: nullableNumber,
  hourly_rate: nullableNumber,
  price_range_min: nullableNumber,
  price_range_max: nullableNumber,
  skills_required: z.array(z.string()),
  views: z.number().int(),
  applications: z.number().int(),
  location_type: LocationType,
  city: z.string().nullable(),
  /** Where the work is done as cards show it ("Toronto, ON", a neighbourhood); empty when no place is named. */
  location: z.string(),
  status: PostingStatus,
  created_at: z.string(),
  creator_info: CreatorInfoDto,
  /** Kilometres from the point the list was asked around (near, or latitude/longitude); else absent. */
  distance_km: z.number().nullable().optional(),
});
export type GigListItemDto = z.infer<typeof GigListItemDto>;

export const GigListDto = z.object({
  gigs: z.array(GigListItemDto),
  page: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean(),
});
export type GigListDto = z.infer<typeof GigListDto>;

/** Job-board fields every posting carries (filled from the wizard's fields for service gigs too). */
export const PostingJobFieldsDto = z.object({
  company: z.string().nullable(),
  /** The company the posting is for (spec 2 §3 `company_id`; decision 042); null: its poster's own. */
  company_id: z.string().nullable().optional(),
  /**
   * Once someone is hired (spec 2 §3): the first accepted applicant, named by first name and last
   * initial on public reads, in full for the poster and the company's team; null before a hire.
   */
  worker_id: z.string().nullable().optional(),
  worker_name: z.string().nullable().optional(),
  salary: z.string(),
  salary_min: nullableNumber,
  salary_max: nullableNumber,
  urgency: Urgency,
  job_type: JobType,
  experience_required: JobExperienceLevel,
  work_schedule: WorkSchedule,
  remote_allowed: z.boolean(),
  certification_required: z.boolean(),
  certification_type: CertificationType.nullable(),
  certification_bonus: nullableNumber,
  prefers_certified: z.boolean(),
});

/** GET /api/gigs/{id}: what the detail pane shows, plus what a real posting page needs. */
export const GigDetailDto = GigListItemDto.extend(PostingJobFieldsDto.shape).extend({
  creator: z.object({
    id: z.string(),
    name: z.string(),
    profile_picture: z.string().nullable(),
    trust_score: z.number().int(),
    bio: z.string().nullable(),
    verified: z.boolean(),
    /** The Pro badge: the creator's plan gives `pro_badge`. */
    pro: z.boolean().optional(),
  }),
  /**
   * A job's poster's contact, for viewers whose plan gives `employer_contact` (Premium); null
   * for everyone else and for service gigs. `phone` is null when the poster set none.
   */
  employer_contact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable().optional(),
  /** The creator's recent work. client_rating is a client's review only, so null until reviews exist. */
  work_experience: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      category: z.string(),
      client_rating: z.number().int().nullable(),
    }),
  ),
  delivery_time_days: z.number().int(),
  experience_level: ExperienceLevel,
  availability: z.string(),
  time_commitment: z.string(),
  location: z.string(),
  travel_required: z.boolean(),
  latitude: nullableNumber,
  longitude: nullableNumber,
  openings: z.number().int(),
  hired_count: z.number().int(),
  applications_count: z.number().int(),
  /** Whether the caller may apply: never its poster, nor any member of the posting's company. */
  can_apply: z.boolean(),
  /** The caller posted it. */
  is_owner: z.boolean(),
  /**
   * The caller may manage it (edit, pause, close, reopen): its poster, or a member of the
   * posting's company holding `can_post_jobs` (decision 042).
   */
  can_manage: z.boolean(),
  /** The caller's own application to it, if any. */
  my_application: z.object({ id: z.string(), status: z.string() }).nullable(),
});
export type GigDetailDto = z.infer<typeof GigDetailDto>;

/** A posting in its poster's dashboard: the detail's fields plus application counts by status. */
export const MyPostingDto = GigListItemDto.extend(PostingJobFieldsDto.shape).extend({
  address: z.string(),
  location: z.string(),
  latitude: nullableNumber,
  longitude: nullableNumber,
  delivery_time_days: z.number().int(),
  experience_level: ExperienceLevel,
  availability: z.string(),
  time_commitment: z.string(),
  openings: z.number().int(),
  hired_count: z.number().int(),
  updated_at: z.string(),
  /** A paid job (Pay-Per-Post) is on the board until then (ISO 8601); null when nothing was paid for a time. */
  visible_until: z.string().nullable(),
  application_counts: z.object({
    pending: z.number().int(),
    shortlisted: z.number().int(),
    accepted: z.number().int(),
    declined: z.number().int(),
  }),
});
export type MyPostingDto = z.infer<typeof MyPostingDto>;

export const MyPostingsDto = z.object({ postings: z.array(MyPostingDto) });
export type MyPostingsDto = z.infer<typeof MyPostingsDto>;

/**
 * GET /api/gigs/mine: with `company_id`, the postings of that company (any member of its team,
 * decision 042) instead of the caller's own.
 */
export const MyPostingsQuery = z.object({ company_id: z.uuid().optional() });
export type MyPostingsQuery = z.input<typeof MyPostingsQuery>;

type UpdatableShape = Omit<typeof CreateGigInput.shape, 'mode' | 'origin_url' | 'company_id'>;
type Unwrapped<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

/** PATCH /api/gigs/{id}: any create field except mode (and the company); the publish checks run on the result. */
export const UpdateGigInput = z
  .object(
    Object.fromEntries(
      Object.entries(CreateGigInput.omit({ mode: true, origin_url: true, company_id: true }).shape).map(
        ([key, field]) => [
          key,
          // Without the create defaults: a field left out of a PATCH stays as it is.
          (field instanceof z.ZodDefault ? field.unwrap() : field).optional(),
        ],
      ),
    ) as { [K in keyof UpdatableShape]: z.ZodOptional<Unwrapped<UpdatableShape[K]>> },
  )
  .strict();
export type UpdateGigInput = z.input<typeof UpdateGigInput>;

/** POST /api/gigs/{id}/status: pause, close or reopen. "filled" is set by hiring only. */
export const ChangePostingStatusInput = z.object({ status: z.enum(['open', 'paused', 'closed']) });
export type ChangePostingStatusInput = z.infer<typeof ChangePostingStatusInput>;
