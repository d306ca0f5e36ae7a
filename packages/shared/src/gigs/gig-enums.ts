import { z } from 'zod';

/** Posting modes of the wizard: a provider offers a service, or a client posts a job. */
export const POSTING_MODES = ['service', 'job'] as const;
export const PostingMode = z.enum(POSTING_MODES);
export type PostingMode = z.infer<typeof PostingMode>;

/** Posting enumerations, shared by the wizard, the marketplace filters and the experience form. */
export const GIG_CATEGORIES = [
  'electrical',
  'plumbing',
  'hvac',
  'carpentry',
  'painting',
  'welding',
  'cleaning',
  'landscaping',
  'handyman',
  'technology',
  'design',
  'marketing',
  'writing',
  'consulting',
  'other',
] as const;
export const GigCategory = z.enum(GIG_CATEGORIES);
export type GigCategory = z.infer<typeof GigCategory>;

/** The experience form omits marketing and writing. */
export const EXPERIENCE_CATEGORIES = GIG_CATEGORIES.filter((c) => c !== 'marketing' && c !== 'writing');

export const GIG_TYPES = ['service', 'project', 'part_time', 'full_time'] as const;
export const GigType = z.enum(GIG_TYPES);
export type GigType = z.infer<typeof GigType>;

export const PRICING_TYPES = ['fixed', 'hourly', 'negotiable'] as const;
export const PricingType = z.enum(PRICING_TYPES);
export type PricingType = z.infer<typeof PricingType>;

export const EXPERIENCE_LEVELS = ['entry', 'intermediate', 'expert'] as const;
export const ExperienceLevel = z.enum(EXPERIENCE_LEVELS);
export type ExperienceLevel = z.infer<typeof ExperienceLevel>;

export const LOCATION_TYPES = ['remote', 'onsite', 'hybrid'] as const;
export const LocationType = z.enum(LOCATION_TYPES);
export type LocationType = z.infer<typeof LocationType>;

export const WORK_TYPES = ['part_time', 'full_time', 'project', 'service'] as const;
export const WorkType = z.enum(WORK_TYPES);
export type WorkType = z.infer<typeof WorkType>;

export const DELIVERY_DAY_OPTIONS = [1, 3, 7, 14, 30, 60] as const;

/** Availability and time-commitment choices of the pricing step (the spec names only the defaults). */
export const AVAILABILITY_OPTIONS = ['flexible', 'weekdays', 'weekends', 'evenings', 'immediate'] as const;
export const Availability = z.enum(AVAILABILITY_OPTIONS);
export const TIME_COMMITMENTS = ['part_time', 'full_time', 'one_time', 'ongoing'] as const;
export const TimeCommitment = z.enum(TIME_COMMITMENTS);

export const PRESET_SKILLS = [
  'Electrical Wiring',
  'Plumbing Installation',
  'HVAC Repair',
  'Carpentry',
  'Painting',
  'Welding',
  'Home Repair',
  'Landscaping',
  'Cleaning',
  'Moving',
  'Delivery',
  'Assembly',
  'Installation',
  'Maintenance',
  'Renovation',
  'Construction',
  'Repair',
  'Troubleshooting',
  'Design',
  'Planning',
] as const;

/** Lifecycle of a posting. Only open postings take applications and show on the board. */
/**
 * `pending_payment`: a job published but not paid for yet (Pay-Per-Post), seen only by its poster;
 * `expired`: a paid job whose 30 days of visibility ended, off the board until renewed.
 */
export const POSTING_STATUSES = ['open', 'paused', 'filled', 'closed', 'pending_payment', 'expired'] as const;
export const PostingStatus = z.enum(POSTING_STATUSES);
export type PostingStatus = z.infer<typeof PostingStatus>;

/**
 * Words that tie a user's free-text skills to a category, for the estimated reach
 * (workers whose skills mention any of them count for a job in that category).
 */
export const CATEGORY_SKILL_WORDS: Record<GigCategory, readonly string[]> = {
  electrical: ['electric', 'wiring', 'solar'],
  plumbing: ['plumb', 'pipe', 'drain'],
  hvac: ['hvac', 'heating', 'furnace', 'air condition', 'refrigeration'],
  carpentry: ['carpent', 'framing', 'cabinet', 'wood'],
  painting: ['paint', 'drywall'],
  welding: ['weld', 'fabricat'],
  cleaning: ['clean', 'janitor'],
  landscaping: ['landscap', 'garden', 'lawn', 'snow'],
  handyman: ['handyman', 'repair', 'assembly', 'maintenance', 'home'],
  technology: ['tech', 'software', 'developer', 'it ', 'network', 'computer'],
  design: ['design', 'graphic', 'ux', 'ui'],
  marketing: ['marketing', 'social media', 'seo'],
  writing: ['writing', 'copy', 'editing'],
  consulting: ['consult', 'advis', 'planning'],
  other: [],
};
