import { ApplyInput } from '@hirehand/shared/applications/applications';
import type { z } from 'zod';
import { type FieldErrors, firstFieldErrors } from '@/lib/forms/field-errors';
import { schemaFromParse } from '@/lib/forms/schema-from-parse';

export interface ApplyFormValues {
  cover_letter: string;
  proposed_rate: string;
  proposed_timeline: string;
}
export type ApplyField = keyof ApplyFormValues;

export const EMPTY_APPLY_FORM: ApplyFormValues = {
  cover_letter: '',
  proposed_rate: '',
  proposed_timeline: '',
};
const APPLY_FIELDS = Object.keys(EMPTY_APPLY_FORM) as ApplyField[];

export interface ApplyFormTexts {
  rateInvalid: string;
  timelineInvalid: string;
}

type Parsed =
  | { ok: true; input: z.output<typeof ApplyInput> }
  | { ok: false; errors: FieldErrors<ApplyField> };

/** Empty text is null (the API takes a number or null); anything else must be a finite number. */
const toNumber = (text: string): number | null | undefined => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
};

/**
 * The apply form's values as the POST body: the shared schema's
 * checks (cover letter first: 'Please write a cover letter'); the rate a number or null, the
 * timeline a whole number of days or null, and portfolio_links an empty list.
 */
export function parseApplyForm(values: ApplyFormValues, texts: ApplyFormTexts): Parsed {
  const errors: FieldErrors<ApplyField> = {};
  const rate = toNumber(values.proposed_rate);
  const timeline = toNumber(values.proposed_timeline);
  if (rate === undefined || (rate !== null && rate < 0)) errors.proposed_rate = texts.rateInvalid;
  if (timeline === undefined || (timeline !== null && (!Number.isInteger(timeline) || timeline < 1))) {
    errors.proposed_timeline = texts.timelineInvalid;
  }
  const parsed = ApplyInput.safeParse({
    cover_letter: values.cover_letter,
    proposed_rate: rate ?? null,
    proposed_timeline: timeline ?? null,
    portfolio_links: [],
  });
  if (!parsed.success) {
    const fromSchema = firstFieldErrors(
      APPLY_FIELDS,
      parsed.error.issues.map((issue) => [issue.path[0], issue.message]),
    );
    // Our own texts for the numbers win over the schema's generic ones.
    Object.assign(errors, { ...fromSchema, ...errors });
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** parseApplyForm as the schema useZodForm validates with. */
export const applyFormSchema = (texts: ApplyFormTexts) =>
  schemaFromParse((values: ApplyFormValues) => parseApplyForm(values, texts));
