/**
 * The texts of a form field's limits, naming the field, shared by the server's 422 `msg` and
 * the web forms (both validate with the same zod schema). Zod's own words ("Too big: expected
 * string to have <=2000 characters") never reach a person. Numbers are written as people read
 * them (2,000).
 */
const count = (value: number) => value.toLocaleString('en-CA');

/** How much of an item a message quotes, so the person sees which one is meant. */
const QUOTE_LENGTH = 20;
const quote = (value: unknown) => {
  const text = String(value ?? '');
  return text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text;
};

export const FIELD_MESSAGES = {
  /** "Cover letter can be at most 2,000 characters". */
  tooLong: (label: string, max: number) => `${label} can be at most ${count(max)} characters`,
  /** "Title must be at least 3 characters". */
  tooShort: (label: string, min: number) => `${label} must be at least ${count(min)} characters`,
  /** "Bio is required". */
  required: (label: string) => `${label} is required`,
  /** One item of a list, quoted: `Each skill can be at most 60 characters: "Heavy equipment oper…"`. */
  itemTooLong: (itemLabel: string, max: number, value: unknown) =>
    `Each ${itemLabel} can be at most ${count(max)} characters: "${quote(value)}"`,
  /** "Add at most 30 skills". */
  tooMany: (pluralLabel: string, max: number) => `Add at most ${count(max)} ${pluralLabel}`,
  /** "Hourly rate can be at most 1,000,000". */
  tooHigh: (label: string, max: number) => `${label} can be at most ${count(max)}`,
  /** "Hourly rate cannot be negative" / "Openings must be at least 1". */
  tooLow: (label: string, min: number) =>
    min === 0 ? `${label} cannot be negative` : `${label} must be at least ${count(min)}`,
  /** "Delivery time must be a whole number". */
  wholeNumber: (label: string) => `${label} must be a whole number`,
  /** A link that is not a web address: "Each portfolio link must be a web address starting with https://". */
  notWebAddress: (label: string) => `${label} must be a web address starting with https://`,
} as const;

/** `{ error }` options for zod checks, so a schema reads `.max(2000, tooLong('Cover letter', 2000))`. */
export const tooLong = (label: string, max: number) => ({ error: FIELD_MESSAGES.tooLong(label, max) });
export const tooShort = (label: string, min: number) => ({ error: FIELD_MESSAGES.tooShort(label, min) });
export const required = (label: string) => ({ error: FIELD_MESSAGES.required(label) });
export const tooMany = (pluralLabel: string, max: number) => ({
  error: FIELD_MESSAGES.tooMany(pluralLabel, max),
});
export const tooHigh = (label: string, max: number) => ({ error: FIELD_MESSAGES.tooHigh(label, max) });
export const tooLow = (label: string, min: number) => ({ error: FIELD_MESSAGES.tooLow(label, min) });
/** For a list's items: the message quotes the item that is too long. */
export const itemTooLong = (itemLabel: string, max: number) => ({
  error: (issue: { input?: unknown }) => FIELD_MESSAGES.itemTooLong(itemLabel, max, issue.input),
});
