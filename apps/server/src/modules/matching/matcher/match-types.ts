import type { GigCategory } from '@hirehand/shared/gigs/gig-enums';
import type { CertificationType, JobType, WorkSchedule } from '@hirehand/shared/jobs/job-enums';
import type { MatchFactor } from '@hirehand/shared/matching/match-jobs';

/** What the matcher knows of the worker (decision 038): all plain data, so scoring is pure. */
export interface MatchWorker {
  /** Canonical skill names (the taxonomy's, else as written). */
  skills: string[];
  /** Saved categories, else the category the skills point to; empty when neither. */
  categories: GigCategory[];
  /** Where distances are measured from, or null when unknown. */
  position: { latitude: number; longitude: number } | null;
  /** The saved max distance, or null (the matcher then uses DEFAULT_MAX_DISTANCE_KM). */
  maxDistanceKm: number | null;
  /** Desired hourly rate in dollars, or null: no preference. */
  desiredRate: number | null;
  jobTypes: JobType[];
  schedules: WorkSchedule[];
  /** Certifications held: saved with a number, or a skill naming one (decision 033). */
  certifications: CertificationType[];
  /** The best hourly rate among the postings of the worker's accepted applications, or null. */
  bestPastRate: number | null;
  trustScore: number;
}

/** A candidate posting as the candidate query returns it. */
export interface MatchPosting {
  id: string;
  title: string;
  description: string;
  category: GigCategory;
  skillsRequired: string[];
  city: string | null;
  locationType: 'remote' | 'onsite' | 'hybrid';
  remoteAllowed: boolean;
  pricingType: 'fixed' | 'hourly' | 'negotiable';
  hourlyRate: number | null;
  fixedPrice: number | null;
  priceRangeMin: number | null;
  priceRangeMax: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  deliveryTimeDays: number;
  timeCommitment: 'part_time' | 'full_time' | 'one_time' | 'ongoing';
  jobType: JobType;
  workSchedule: WorkSchedule;
  certificationType: CertificationType | null;
  certificationRequired: boolean;
  certificationBonus: number | null;
  openings: number;
  hiredCount: number;
  applicationsCount: number;
  createdAt: Date;
  /** Kilometres from the worker, or null when either position is unknown. */
  distanceKm: number | null;
}

export interface FactorScore {
  score: number;
  explanation: string;
}

export type FactorScores = Record<MatchFactor, FactorScore>;

/** The platform's application history for one category: applications accepted and decided. */
export interface CategoryHistory {
  accepted: number;
  decided: number;
}
