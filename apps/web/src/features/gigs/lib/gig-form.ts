import { CreateGigInput, resolveJobFields } from '@hirehand/shared/gigs/create-gig';
import {
  type AVAILABILITY_OPTIONS,
  type ExperienceLevel,
  type GigCategory,
  type GigType,
  type LocationType,
  type PostingMode,
  PRESET_SKILLS,
  type PricingType,
  type TIME_COMMITMENTS,
} from '@hirehand/shared/gigs/gig-enums';
import type {
  CertificationType,
  JobExperienceLevel,
  JobType,
  Urgency,
  WorkSchedule,
} from '@hirehand/shared/jobs/job-enums';

/** The wizard's steps, in order. */
export const WIZARD_STEPS = ['type', 'details', 'pricing', 'publish'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const MAX_SKILLS = 30;
export const MAX_SKILL_LENGTH = 60;
export const PRESETS: readonly string[] = PRESET_SKILLS;

/**
 * What the wizard's controls hold. Amounts stay as typed (text) until `toCreatePayload`
 * turns them into numbers; `null` job fields mean "derived from the gig's own fields".
 */
export interface GigForm {
  mode: PostingMode;
  gig_type: GigType | '';
  category: GigCategory | '';
  title: string;
  description: string;
  skills_required: string[];
  experience_level: ExperienceLevel;
  /** Empty until the poster picks one: nothing about where the work happens is assumed. */
  location_type: LocationType | '';
  location: string;
  address: string;
  city: string;
  travel_required: boolean;
  gps_enabled: boolean;
  latitude: number | null;
  longitude: number | null;
  pricing_type: PricingType;
  hourly_rate: string;
  fixed_price: string;
  price_range_min: string;
  price_range_max: string;
  delivery_time_days: string;
  availability: (typeof AVAILABILITY_OPTIONS)[number];
  time_commitment: (typeof TIME_COMMITMENTS)[number];
  // Job mode only.
  company: string;
  openings: string;
  job_type: JobType | null;
  urgency: Urgency;
  experience_required: JobExperienceLevel | null;
  work_schedule: WorkSchedule;
  remote_allowed: boolean | null;
  certification_required: boolean;
  certification_type: CertificationType | null;
  certification_bonus: string;
}

/**
 * A fresh form; the city defaults to the poster's. The category and the work location start
 * empty (a trades job was posted as Remote Handyman by default), and a job starts with no gig
 * type: "Service" is what a provider offers, and a poster picks what the job is (project,
 * part-time, full-time...) before Continue. The other spec defaults stay (decision 030).
 */
export function initialGigForm(mode: PostingMode, city?: string | null): GigForm {
  return {
    mode,
    gig_type: mode === 'job' ? '' : 'service',
    category: '',
    title: '',
    description: '',
    skills_required: [],
    experience_level: 'intermediate',
    location_type: '',
    location: '',
    address: '',
    city: city ?? '',
    travel_required: false,
    gps_enabled: false,
    latitude: null,
    longitude: null,
    pricing_type: 'hourly',
    hourly_rate: '',
    fixed_price: '',
    price_range_min: '',
    price_range_max: '',
    delivery_time_days: '7',
    availability: 'flexible',
    time_commitment: 'part_time',
    company: '',
    openings: '1',
    job_type: null,
    urgency: 'medium',
    experience_required: null,
    work_schedule: 'flexible',
    remote_allowed: null,
    certification_required: false,
    certification_type: null,
    certification_bonus: '',
  };
}

export type GigFormPatch = Partial<GigForm>;

/** What a step still needs before Continue, first missing first (keys of gigs:wizard.needs). */
export type MissingChoice = 'gigType' | 'category' | 'title' | 'description' | 'workLocation';

/**
 * Step checks: step 1 needs a gig type and a category, step 2 a title, a description and a work
 * location; step 3 none. The answer names what is missing, so the hint can say it.
 */
export function missingChoice(step: WizardStep, form: GigForm): MissingChoice | null {
  if (step === 'type') {
    if (form.gig_type === '') return 'gigType';
    if (form.category === '') return 'category';
  }
  if (step === 'details') {
    if (form.title.trim() === '') return 'title';
    if (form.description.trim() === '') return 'description';
    if (form.location_type === '') return 'workLocation';
  }
  return null;
}

export const canContinue = (step: WizardStep, form: GigForm) => missingChoice(step, form) === null;

/** The first step that still misses a choice (a restored draft may skip ahead), or null. */
export function firstIncompleteStep(form: GigForm): WizardStep | null {
  return WIZARD_STEPS.find((step) => missingChoice(step, form) !== null) ?? null;
}

/**
 * Adds a skill unless it is blank, too long, already there (any case) or over the limit.
 * A typed preset name takes the preset's spelling, so its chip shows as chosen.
 */
export function addSkill(skills: readonly string[], raw: string): string[] {
  const typed = raw.trim().replace(/\s+/g, ' ');
  const skill = PRESETS.find((preset) => preset.toLowerCase() === typed.toLowerCase()) ?? typed;
  if (!skill || skill.length > MAX_SKILL_LENGTH || skills.length >= MAX_SKILLS) return [...skills];
  if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase())) return [...skills];
  return [...skills, skill];
}

export const removeSkill = (skills: readonly string[], skill: string) => skills.filter((s) => s !== skill);

/**
 * The job-board values the server would derive for fields the poster left alone, so the
 * job-mode selects show what will actually be saved.
 */
export function derivedJobFields(form: GigForm) {
  return resolveJobFields(
    CreateGigInput.parse({
      gig_type: form.gig_type || null,
      experience_level: form.experience_level,
      // No work location chosen yet: remote work is not assumed.
      location_type: form.location_type || 'onsite',
      job_type: form.job_type,
      experience_required: form.experience_required,
      remote_allowed: form.remote_allowed,
    }),
  );
}

/** Keeps a typed whole number within [min, max] once the field is left; blank becomes min. */
export function clampWhole(text: string, min: number, max: number): string {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value)) return String(min);
  return String(Math.min(max, Math.max(min, value)));
}

/** Keeps a typed amount within [0, max] once the field is left; text that is not a number is cleared. */
export function clampAmount(text: string, max: number): string {
  const value = Number(text);
  if (!Number.isFinite(value)) return '';
  return String(Math.min(max, Math.max(0, value)));
}

/** What every step component gets. */
export interface StepProps {
  form: GigForm;
  update(patch: GigFormPatch): void;
}
