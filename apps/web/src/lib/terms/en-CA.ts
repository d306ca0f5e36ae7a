import type { ApplicationStatus } from '@hirehand/shared/applications/applications';
import type {
  AVAILABILITY_OPTIONS,
  ExperienceLevel,
  GigCategory,
  GigType,
  LocationType,
  PostingMode,
  PostingStatus,
  PricingType,
  TIME_COMMITMENTS,
  WorkType,
} from '@hirehand/shared/gigs/gig-enums';
import type {
  CertificationType,
  JobExperienceLevel,
  JobType,
  Urgency,
  WorkSchedule,
} from '@hirehand/shared/jobs/job-enums';

/** A label for every value of the enumeration `K`: a missing or extra value fails type-checking. */
type Labels<K extends string> = Readonly<Record<K, string>>;

/**
 * The labels of the marketplace's enumerations (en-CA), written once for every screen:
 * the Create Gig wizard, the gig marketplace, the job board, work experience and the dashboard.
 * Read them through `useTerms()` (features/gigs/hooks/use-terms.ts) or `t('terms:group.value')`.
 */
export const terms = {
  /** The 15 gig categories (the experience form omits marketing and writing). */
  categories: {
    electrical: 'Electrical',
    plumbing: 'Plumbing',
    hvac: 'HVAC',
    carpentry: 'Carpentry',
    painting: 'Painting',
    welding: 'Welding',
    cleaning: 'Cleaning',
    landscaping: 'Landscaping',
    handyman: 'Handyman',
    technology: 'Technology',
    design: 'Design',
    marketing: 'Marketing',
    writing: 'Writing',
    consulting: 'Consulting',
    other: 'Other',
  } satisfies Labels<GigCategory>,
  gigTypes: {
    service: 'Service',
    project: 'Project',
    part_time: 'Part-time',
    full_time: 'Full-time',
  } satisfies Labels<GigType>,
  pricingTypes: {
    fixed: 'Fixed price',
    hourly: 'Hourly',
    negotiable: 'Negotiable',
  } satisfies Labels<PricingType>,
  /** A gig's experience level; a job's required experience is `jobExperience`. */
  experienceLevels: {
    entry: 'Entry level',
    intermediate: 'Intermediate',
    expert: 'Expert',
  } satisfies Labels<ExperienceLevel>,
  locationTypes: {
    remote: 'Remote',
    onsite: 'On-site',
    hybrid: 'Hybrid',
  } satisfies Labels<LocationType>,
  /** A work-experience entry's work type. */
  workTypes: {
    part_time: 'Part-time',
    full_time: 'Full-time',
    project: 'Project',
    service: 'Service',
  } satisfies Labels<WorkType>,
  availability: {
    flexible: 'Flexible',
    weekdays: 'Weekdays',
    weekends: 'Weekends',
    evenings: 'Evenings',
    immediate: 'Immediately',
  } satisfies Labels<(typeof AVAILABILITY_OPTIONS)[number]>,
  timeCommitments: {
    part_time: 'Part-time',
    full_time: 'Full-time',
    one_time: 'One-time',
    ongoing: 'Ongoing',
  } satisfies Labels<(typeof TIME_COMMITMENTS)[number]>,
  /** The job board's filter options. */
  jobTypes: {
    'full-time': 'Full-time',
    'part-time': 'Part-time',
    contract: 'Contract',
    temporary: 'Temporary',
    freelance: 'Freelance',
  } satisfies Labels<JobType>,
  urgencies: {
    low: 'Low',
    medium: 'Medium',
    high: 'High',
    urgent: 'Urgent',
  } satisfies Labels<Urgency>,
  jobExperience: {
    entry: 'Entry (0-2 years)',
    mid: 'Mid (2-5 years)',
    senior: 'Senior (5-10 years)',
    expert: 'Expert (10+ years)',
  } satisfies Labels<JobExperienceLevel>,
  workSchedules: {
    day: 'Day',
    evening: 'Evening',
    night: 'Night',
    weekend: 'Weekend',
    flexible: 'Flexible',
  } satisfies Labels<WorkSchedule>,
  certificationTypes: {
    red_seal_electrician: 'Red Seal Electrician',
    red_seal_plumber: 'Red Seal Plumber',
    red_seal_welder: 'Red Seal Welder',
    red_seal_hvac: 'Red Seal HVAC',
    licensed_electrician: 'Licensed Electrician',
    master_electrician: 'Master Electrician',
    licensed_plumber: 'Licensed Plumber',
    master_plumber: 'Master Plumber',
    hvac_certified: 'HVAC Certified',
    welding_certified: 'Welding Certified',
  } satisfies Labels<CertificationType>,
  /** Whether a posting offers a service or hires for a job. */
  postingModes: {
    job: 'Job',
    service: 'Service',
  } satisfies Labels<PostingMode>,
  postingStatuses: {
    open: 'Open',
    paused: 'Paused',
    filled: 'Filled',
    closed: 'Closed',
    pending_payment: 'Waiting for payment',
    expired: 'Expired',
  } satisfies Labels<PostingStatus>,
  applicationStatuses: {
    pending: 'Pending',
    shortlisted: 'Shortlisted',
    accepted: 'Accepted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
  } satisfies Labels<ApplicationStatus>,
} as const;
