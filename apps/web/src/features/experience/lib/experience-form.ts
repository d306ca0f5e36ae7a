import {
  AddExperienceInput,
  type ExperienceEntryDto,
  UpdateExperienceInput,
} from '@hirehand/shared/experience/experience';
import { EXPERIENCE_CATEGORIES, type WorkType } from '@hirehand/shared/gigs/gig-enums';
import type { z } from 'zod';
import { type FieldErrors, firstFieldErrors } from '@/lib/forms/field-errors';

export interface ExperienceFormValues {
  title: string;
  description: string;
  category: string;
  work_type: WorkType;
  duration_days: string;
  hourly_rate: string;
  total_earned: string;
  /** The worker's own rating (self-reported); null until they choose one. */
  client_rating: number | null;
  client_review: string;
  skills_used: string;
}
export type ExperienceField = keyof ExperienceFormValues;

export const EMPTY_EXPERIENCE_FORM: ExperienceFormValues = {
  title: '',
  description: '',
  category: 'handyman',
  work_type: 'project',
  duration_days: '',
  hourly_rate: '',
  total_earned: '',
  client_rating: null,
  client_review: '',
  skills_used: '',
};
export const EXPERIENCE_FIELDS = Object.keys(EMPTY_EXPERIENCE_FORM) as ExperienceField[];

export interface ExperienceFormTexts {
  titleAndDescription: string;
  numberInvalid: string;
  wholeNumberInvalid: string;
}

const amount = (value: number | null) => (value === null ? '' : String(value));

/** The form filled from an entry, for editing it. */
export function valuesFromEntry(entry: ExperienceEntryDto): ExperienceFormValues {
  return {
    title: entry.title,
    description: entry.description,
    category: entry.category,
    work_type: entry.work_type,
    duration_days: amount(entry.duration_days),
    hourly_rate: amount(entry.hourly_rate),
    total_earned: amount(entry.total_earned),
    client_rating: entry.client_rating,
    client_review: entry.client_review,
    skills_used: entry.skills_used.join(', '),
  };
}

/** "Tiling, Grout , tiling" → ["Tiling", "Grout"]: trimmed, without blanks or repeats (ignoring case). */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of text.split(',')) {
    const skill = part.trim();
    const key = skill.toLocaleLowerCase('en-CA');
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  return skills;
}

/** Numeric fields are parsed to numbers; empty is null. NaN or a negative is an error. */
function numbers(values: ExperienceFormValues, texts: ExperienceFormTexts) {
  const errors: FieldErrors<ExperienceField> = {};
  const read = (field: 'duration_days' | 'hourly_rate' | 'total_earned', whole: boolean) => {
    const text = values[field].trim();
    if (!text) return null;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value))) {
      errors[field] = whole ? texts.wholeNumberInvalid : texts.numberInvalid;
      return null;
    }
    return value;
  };
  return {
    errors,
    duration_days: read('duration_days', true),
    hourly_rate: read('hourly_rate', false),
    total_earned: read('total_earned', false),
  };
}

type Result<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors<ExperienceField> };

function check(values: ExperienceFormValues, texts: ExperienceFormTexts) {
  const errors: FieldErrors<ExperienceField> = {};
  // 'Please fill in title and description', checked before anything else.
  if (!values.title.trim()) errors.title = texts.titleAndDescription;
  if (!values.description.trim()) errors.description = texts.titleAndDescription;
  const parsedNumbers = numbers(values, texts);
  Object.assign(errors, parsedNumbers.errors);
  const body = {
    title: values.title,
    description: values.description,
    category: values.category,
    work_type: values.work_type,
    duration_days: parsedNumbers.duration_days,
    hourly_rate: parsedNumbers.hourly_rate,
    total_earned: parsedNumbers.total_earned,
    client_rating: values.client_rating,
    client_review: values.client_review,
    skills_used: splitSkills(values.skills_used),
  };
  return { errors, body };
}

function withSchemaErrors(errors: FieldErrors<ExperienceField>, issues: z.core.$ZodIssue[]) {
  const fromSchema = firstFieldErrors(
    EXPERIENCE_FIELDS,
    issues.map((issue) => [issue.path[0], issue.message]),
  );
  return { ...fromSchema, ...errors };
}

/** The add form as POST /api/experience/add's body, completion_date set to now. */
export function parseNewExperience(
  values: ExperienceFormValues,
  texts: ExperienceFormTexts,
  now = new Date(),
): Result<z.output<typeof AddExperienceInput>> {
  const { errors, body } = check(values, texts);
  const parsed = AddExperienceInput.safeParse({ ...body, completion_date: now.toISOString() });
  if (!parsed.success) return { ok: false, errors: withSchemaErrors(errors, parsed.error.issues) };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** The edit form as a PATCH body holding only what changed from the entry. */
export function parseExperienceChanges(
  values: ExperienceFormValues,
  entry: ExperienceEntryDto,
  texts: ExperienceFormTexts,
): Result<z.output<typeof UpdateExperienceInput>> {
  const { errors, body } = check(values, texts);
  const before = check(valuesFromEntry(entry), texts).body;
  const changes = Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before]),
    ),
  );
  const parsed = UpdateExperienceInput.safeParse(changes);
  if (!parsed.success) return { ok: false, errors: withSchemaErrors(errors, parsed.error.issues) };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** The categories the form offers (without marketing and writing), plus the entry's own if it is another. */
export function categoryChoices(current: string): string[] {
  const list: string[] = [...EXPERIENCE_CATEGORIES];
  return list.includes(current) ? list : [...list, current];
}

export type ExperienceSubmit =
  | { kind: 'add'; input: z.output<typeof AddExperienceInput> }
  | { kind: 'update'; entryId: string; input: z.output<typeof UpdateExperienceInput> };

/** The form as what to send: a new entry, or the changes to `entry`. */
export function parseExperienceForm(
  values: ExperienceFormValues,
  entry: ExperienceEntryDto | null,
  texts: ExperienceFormTexts,
): Result<ExperienceSubmit> {
  if (!entry) {
    const parsed = parseNewExperience(values, texts);
    return parsed.ok ? { ok: true, input: { kind: 'add', input: parsed.input } } : parsed;
  }
  const parsed = parseExperienceChanges(values, entry, texts);
  return parsed.ok ? { ok: true, input: { kind: 'update', entryId: entry.id, input: parsed.input } } : parsed;
}
