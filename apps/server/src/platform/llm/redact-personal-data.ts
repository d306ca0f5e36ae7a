/**
 * Strips e-mail addresses and phone numbers from text bound for a model outside the app
 * (issue 20's privacy rule). Conservative on purpose: it removes what is clearly an address or a
 * phone number and leaves prices ("$45/h"), years ("2019"), ranges ("800-1200"), postal codes and
 * dates alone, so that a job's text still reads the same to the model.
 *
 * Phone numbers it recognises:
 * - North American, ten digits (area code and exchange starting 2-9, as the NANP assigns them),
 *   with an optional +1 or 1 in front: (416) 555-0199, 416-555-0199, 416.555.0199,
 *   416 555 0199, 4165550199, +1 416 555 0199, 1-800-555-0199.
 * - International, written with a leading +: 8 or more digits in groups separated by single
 *   spaces, dots or dashes, the area code optionally in parentheses: +44 20 7946 0958,
 *   +33 1 23 45 67 89, +49 (30) 1234567.
 * Seven-digit local numbers ("555-0199") are left alone: they look like too many other things.
 */

export const REDACTED_EMAIL = '[email removed]';
export const REDACTED_PHONE = '[phone removed]';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

/** Not inside a word or a longer number, and not a price ($, €, £). */
const BEFORE = String.raw`(?<![\p{L}\p{N}_$€£+.,-])`;
const AFTER = String.raw`(?![\p{L}\p{N}_]|[.,-]\p{N})`;

const NORTH_AMERICAN = new RegExp(
  String.raw`${BEFORE}(?:\+?1[ .-]?)?(?:\([2-9]\d{2}\) ?|[2-9]\d{2}[ .-]?)[2-9]\d{2}[ .-]?\d{4}${AFTER}`,
  'gu',
);

const INTERNATIONAL = new RegExp(
  String.raw`${BEFORE}\+\d{1,3}(?:[ .-]?\(\d{1,4}\))?(?:[ .-]?\d{1,6}){1,7}${AFTER}`,
  'gu',
);

const digitCount = (text: string) => text.replace(/\D/g, '').length;

export function redactPersonalData(text: string): string {
  return text
    .replace(EMAIL, REDACTED_EMAIL)
    .replace(INTERNATIONAL, (match) => (digitCount(match) >= 8 ? REDACTED_PHONE : match))
    .replace(NORTH_AMERICAN, REDACTED_PHONE);
}
