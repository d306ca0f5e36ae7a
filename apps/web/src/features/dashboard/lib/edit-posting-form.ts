import type { MyPostingDto, UpdateGigInput } from '@hirehand/shared/gigs/gig-dto';
import type { PricingType } from '@hirehand/shared/gigs/gig-enums';
import type { Urgency } from '@hirehand/shared/jobs/job-enums';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { type ParseResult, schemaFromParse } from '@/lib/forms/schema-from-parse';

/**
 * The Edit posting form. Its keys are the PATCH body's, so the server's 422 items land on their
 * fields; numbers stay text while typed, and skills are one comma-separated line.
 */
export interface EditPostingValues {
  title: string;
  description: string;
  openings: string;
  urgency: Urgency;
  pricing_type: PricingType;
  hourly_rate: string;
  fixed_price: string;
  price_range_min: string;
  price_range_max: string;
  salary_min: string;
  salary_max: string;
  skills_required: string;
}
export type EditPostingField = keyof EditPostingValues;

const PAY_FIELDS = [
  'hourly_rate',
  'fixed_price',
  'price_range_min',
  'price_range_max',
  'salary_min',
  'salary_max',
] as const;
type PayField = (typeof PAY_FIELDS)[number];
export type NumberField = 'openings' | PayField;
const NUMBER_FIELDS: readonly NumberField[] = ['openings', ...PAY_FIELDS];

const asText = (value: number | null) => (value === null ? '' : String(value));

export function initialValues(posting: MyPostingDto): EditPostingValues {
  return {
    title: posting.title,
    description: posting.description,
    openings: String(posting.openings),
    urgency: posting.urgency,
    pricing_type: posting.pricing_type,
    hourly_rate: asText(posting.hourly_rate),
    fixed_price: asText(posting.fixed_price),
    price_range_min: asText(posting.price_range_min),
    price_range_max: asText(posting.price_range_max),
    salary_min: asText(posting.salary_min),
    salary_max: asText(posting.salary_max),
    skills_required: posting.skills_required.join(', '),
  };
}

const parseSkills = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((skill) => skill.trim())
      .filter(Boolean),
  ),
];

/**
 * A job's pay range (CAD per hour) is an hourly figure: it fits hourly pricing only. For a
 * fixed or negotiable price the board's pay text follows the price instead.
 */
export const showsSalaryRange = (mode: MyPostingDto['mode'], pricing: PricingType) =>
  mode === 'job' && pricing === 'hourly';

/** The pay fields that fit a pricing type (and mode): the rest are hidden and not sent. */
export function payFieldsFor(mode: MyPostingDto['mode'], pricing: PricingType): PayField[] {
  const price: Record<PricingType, PayField[]> = {
    hourly: ['hourly_rate'],
    fixed: ['fixed_price'],
    negotiable: ['price_range_min', 'price_range_max'],
  };
  return [
    ...price[pricing],
    ...(showsSalaryRange(mode, pricing) ? (['salary_min', 'salary_max'] as const) : []),
  ];
}

/** The number fields on screen: openings, and the pay fields that fit the pricing type. */
function shownNumberFields(mode: MyPostingDto['mode'], pricing: PricingType): NumberField[] {
  const fitting: NumberField[] = payFieldsFor(mode, pricing);
  return NUMBER_FIELDS.filter((key) => key === 'openings' || fitting.includes(key));
}

/** The pay range the server derives from a posting's own price fields (what it shows when none was set). */
function derivedSalary(posting: MyPostingDto, key: 'salary_min' | 'salary_max'): number | null {
  if (posting.pricing_type === 'hourly') return posting.hourly_rate;
  if (posting.pricing_type === 'negotiable')
    return key === 'salary_min' ? posting.price_range_min : posting.price_range_max;
  return null;
}

/**
 * Only what changed goes into the PATCH; a field left alone keeps its value on the server. Pay
 * fields that do not fit the pricing type are not sent, except a job's own pay range (one set
 * apart from the price), which is cleared (null: it follows the price again) so the board does
 * not show an hourly range for a fixed or negotiable price.
 */
export function changedFields(posting: MyPostingDto, values: EditPostingValues): UpdateGigInput {
  const input: UpdateGigInput = {};
  if (values.title !== posting.title) input.title = values.title;
  if (values.description !== posting.description) input.description = values.description;
  if (values.urgency !== posting.urgency) input.urgency = values.urgency;
  if (values.pricing_type !== posting.pricing_type) input.pricing_type = values.pricing_type;
  const skills = parseSkills(values.skills_required);
  if (skills.join('\n') !== posting.skills_required.join('\n')) input.skills_required = skills;
  const shown = shownNumberFields(posting.mode, values.pricing_type);
  for (const key of NUMBER_FIELDS) {
    if (!shown.includes(key)) {
      if ((key === 'salary_min' || key === 'salary_max') && posting[key] !== derivedSalary(posting, key)) {
        input[key] = null;
      }
      continue;
    }
    const text = values[key].trim();
    const value = text === '' ? null : Number(text);
    if (value === posting[key]) continue;
    if (key === 'openings') {
      if (value !== null) input.openings = value;
    } else {
      input[key] = value;
    }
  }
  return input;
}

export interface EditPostingTexts {
  /** For openings left empty, and for any shown number field that is not a number. */
  numberRequired: string;
}

/** The form as the PATCH body (possibly empty: nothing changed), or the number fields that are not numbers. */
export function parseEditPosting(
  posting: MyPostingDto,
  values: EditPostingValues,
  texts: EditPostingTexts,
): ParseResult<UpdateGigInput> {
  const invalid = shownNumberFields(posting.mode, values.pricing_type).filter((key) => {
    const text = values[key].trim();
    return (key === 'openings' && text === '') || (text !== '' && !Number.isFinite(Number(text)));
  });
  if (invalid.length > 0) {
    const errors: FieldErrors<EditPostingField> = {};
    for (const key of invalid) errors[key] = texts.numberRequired;
    return { ok: false, errors };
  }
  return { ok: true, input: changedFields(posting, values) };
}

/** parseEditPosting as the schema useZodForm validates with. */
export const editPostingSchema = (posting: MyPostingDto, texts: EditPostingTexts) =>
  schemaFromParse((values: EditPostingValues) => parseEditPosting(posting, values, texts));
