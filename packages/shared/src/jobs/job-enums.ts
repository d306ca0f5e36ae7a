import { z } from 'zod';

/** Job board filter options. */
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'temporary', 'freelance'] as const;
export const JobType = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof JobType>;

export const URGENCIES = ['low', 'medium', 'high', 'urgent'] as const;
export const Urgency = z.enum(URGENCIES);
export type Urgency = z.infer<typeof Urgency>;

/** Years of experience a job asks for: entry (0-2), mid (2-5), senior (5-10), expert (10+). */
export const JOB_EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'expert'] as const;
export const JobExperienceLevel = z.enum(JOB_EXPERIENCE_LEVELS);
export type JobExperienceLevel = z.infer<typeof JobExperienceLevel>;

export const WORK_SCHEDULES = ['day', 'evening', 'night', 'weekend', 'flexible'] as const;
export const WorkSchedule = z.enum(WORK_SCHEDULES);
export type WorkSchedule = z.infer<typeof WorkSchedule>;

export const JOB_SORTS = [
  'newest',
  'salary_high',
  'salary_low',
  'distance',
  'relevance',
  'trust_score',
] as const;
export const JobSort = z.enum(JOB_SORTS);
export type JobSort = z.infer<typeof JobSort>;

/** Radius choices in km; 'unlimited' drops the distance limit. */
export const JOB_RADIUS_OPTIONS = ['5', '10', '25', '50', '100', 'unlimited'] as const;
export const DEFAULT_JOB_RADIUS_KM = 25;

export const CERTIFICATION_TYPES = [
  'red_seal_electrician',
  'red_seal_plumber',
  'red_seal_welder',
  'red_seal_hvac',
  'licensed_electrician',
  'master_electrician',
  'licensed_plumber',
  'master_plumber',
  'hvac_certified',
  'welding_certified',
] as const;
export const CertificationType = z.enum(CERTIFICATION_TYPES);
export type CertificationType = z.infer<typeof CertificationType>;

/** Where Navigate and the map point when the position is unknown or denied: near Toronto. */
export const FALLBACK_POSITION = { latitude: 43.6532, longitude: -79.3832 } as const;
export const NEARBY_DEFAULT_RADIUS_KM = 10;
export const MAP_MAX_LISTED_JOBS = 3;
/** Hourly rate shown for a nearby job without a salary. */
export const FALLBACK_HOURLY_RATE = 25;
