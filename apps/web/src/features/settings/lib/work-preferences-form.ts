import { GIG_CATEGORIES, type GigCategory } from '@hirehand/shared/gigs/gig-enums';
import {
  CERTIFICATION_TYPES,
  type CertificationType,
  JOB_TYPES,
  type JobType,
  WORK_SCHEDULES,
  type WorkSchedule,
} from '@hirehand/shared/jobs/job-enums';
import {
  WORK_PREFERENCE_LIMITS,
  type WorkPreferencesDto,
  type WorkPreferencesInput,
} from '@hirehand/shared/matching/work-preferences';

/** One certification row as typed: the type may still be unchosen, the expiry blank. */
export interface CertificationRow {
  /** A stable key for React while rows are added and removed. */
  key: string;
  type: CertificationType | '';
  number: string;
  expires_on: string;
}

/** The form's values: texts as typed (dollars, km), lists of choices. */
export interface WorkPreferencesValues {
  desired_rate: string;
  job_types: JobType[];
  schedules: WorkSchedule[];
  max_distance_km: string;
  categories: GigCategory[];
  certifications: CertificationRow[];
  discoverable: boolean;
}

let rowCount = 0;
export const newRowKey = () => {
  rowCount += 1;
  return `cert-${rowCount}`;
};

export const emptyCertification = (): CertificationRow => ({
  key: newRowKey(),
  type: '',
  number: '',
  expires_on: '',
});

/** Dollars as typed ("32.50", "$32.5", "1,000") to cents, or NaN when it is not an amount. */
export function dollarsToCents(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

const centsToDollars = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** Keeps the enumerations' order, whatever order the choices were made in. */
const ordered = <T extends string>(all: readonly T[], chosen: readonly T[]) =>
  all.filter((v) => chosen.includes(v));

export const toValues = (dto: WorkPreferencesDto): WorkPreferencesValues => ({
  desired_rate: dto.desired_rate ? centsToDollars(dto.desired_rate.amount_cents) : '',
  job_types: [...dto.job_types],
  schedules: [...dto.schedules],
  max_distance_km: dto.max_distance_km === null ? '' : String(dto.max_distance_km),
  categories: [...dto.categories],
  certifications: dto.certifications.map((c) => ({
    key: newRowKey(),
    type: c.type,
    number: c.number,
    expires_on: c.expires_on ?? '',
  })),
  discoverable: dto.discoverable,
});

/** The PUT body: blanks are "no preference" (null), dollars become cents. */
export const toInput = (values: WorkPreferencesValues): WorkPreferencesInput => ({
  desired_rate:
    values.desired_rate.trim() === ''
      ? null
      : { amount_cents: dollarsToCents(values.desired_rate), currency: 'CAD' },
  job_types: ordered(JOB_TYPES, values.job_types),
  schedules: ordered(WORK_SCHEDULES, values.schedules),
  max_distance_km: values.max_distance_km.trim() === '' ? null : Number(values.max_distance_km.trim()),
  categories: ordered(GIG_CATEGORIES, values.categories),
  certifications: values.certifications.map((row) => ({
    type: row.type as CertificationType,
    number: row.number.trim(),
    expires_on: row.expires_on || null,
  })),
  discoverable: values.discoverable,
});

export interface CheckTexts {
  rateInvalid: string;
  distanceInvalid: string;
  certificationType(row: number): string;
  certificationNumber(row: number): string;
  certificationTwice(row: number): string;
}

/** What the schema's own messages would say less clearly: the typed amounts and each row. */
export function checkValues(values: WorkPreferencesValues, texts: CheckTexts) {
  const errors: Partial<Record<keyof WorkPreferencesValues, string>> = {};
  const rate = values.desired_rate.trim();
  if (rate !== '') {
    const cents = dollarsToCents(rate);
    if (Number.isNaN(cents) || cents > WORK_PREFERENCE_LIMITS.rateMaxCents)
      errors.desired_rate = texts.rateInvalid;
  }
  const distance = values.max_distance_km.trim();
  if (distance !== '') {
    const km = Number(distance);
    if (
      !/^\d+$/.test(distance) ||
      km < WORK_PREFERENCE_LIMITS.distanceMinKm ||
      km > WORK_PREFERENCE_LIMITS.distanceMaxKm
    )
      errors.max_distance_km = texts.distanceInvalid;
  }
  const seen = new Set<string>();
  for (const [index, row] of values.certifications.entries()) {
    const n = index + 1;
    if (row.type === '') errors.certifications ??= texts.certificationType(n);
    else if (seen.has(row.type)) errors.certifications ??= texts.certificationTwice(n);
    if (row.number.trim() === '') errors.certifications ??= texts.certificationNumber(n);
    if (row.type) seen.add(row.type);
  }
  return errors;
}

export { CERTIFICATION_TYPES, GIG_CATEGORIES, JOB_TYPES, WORK_SCHEDULES };
