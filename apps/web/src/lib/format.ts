import { formatDateTime } from '@hirehand/shared/locale/date-time';
import type { Money } from '@hirehand/shared/platform/money';

/** Formatting through Intl in the app's locale (en-CA now; fr-CA later). */
export const APP_LOCALE = 'en-CA';

/**
 * Whose dates these are: the signed-in person's time zone (their account's, decision 023; see
 * useReader in lib/session), or undefined for the browser's own when no one is signed in.
 */
export interface Reader {
  locale?: string;
  timeZone?: string | undefined;
}

/**
 * An amount of money in the app's locale: whole amounts without cents ("$5"), others with two
 * ("$4.99"). Takes dollars as a number (older fields: a job's hourly rate) or a `Money` in cents
 * (everything new, decision 032). CAD reads "$"; another currency names itself ("US$4.99").
 */
export function formatMoney(amount: number | Money, currency = 'CAD', locale = APP_LOCALE): string {
  const units = typeof amount === 'number' ? amount : amount.amount_cents / 100;
  const code = typeof amount === 'number' ? currency : amount.currency;
  const whole = typeof amount === 'number' ? Number.isInteger(amount) : amount.amount_cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    currencyDisplay: code === 'CAD' ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(units);
}

/**
 * A distance in km: one decimal under 10 km ("3.4"), whole numbers beyond ("27"). The board's
 * cards and its map both use it, so one job's distance reads the same in both.
 */
export function formatDistanceKm(km: number, locale = APP_LOCALE): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

export function formatNumber(value: number, locale = APP_LOCALE): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** "Nov 26, 2026": the day of a moment, in the reader's zone. */
export function formatDate(value: Date | string | number, reader: Reader = {}): string {
  return formatDateTime(value, {
    locale: reader.locale ?? APP_LOCALE,
    timeZone: reader.timeZone,
    style: 'date',
  });
}

/** "3:47 p.m.": the time of a moment, in the reader's zone. */
export function formatTime(value: Date | string | number, reader: Reader = {}): string {
  return formatDateTime(value, {
    locale: reader.locale ?? APP_LOCALE,
    timeZone: reader.timeZone,
    style: 'time',
  });
}

/**
 * The country codes phone numbers are accepted with (ALLOWED_COUNTRY_CODES of
 * packages/shared/src/auth/phone.ts, which format.test.ts checks against): restated here so that
 * formatting does not pull that module's zod schemas into every page. Longest first, so +44 is
 * not read as +4.
 */
export const PHONE_COUNTRY_CODES = [
  '44',
  '91',
  '49',
  '33',
  '61',
  '81',
  '86',
  '55',
  '52',
  '34',
  '39',
  '1',
  '7',
];

/** Sizes of the national number's groups: threes, with the last groups taking a fourth digit (10 → 3-3-4). */
function groupSizes(length: number): number[] {
  if (length <= 4) return [length];
  if (length === 5) return [2, 3];
  const count = Math.ceil(length / 4);
  const sizes = Array.from({ length: count }, () => 3);
  for (let extra = length - 3 * count, at = count - 1; extra > 0; extra -= 1, at -= 1) sizes[at]! += 1;
  return sizes;
}

/**
 * A phone number for reading. Stored numbers are normalised (+, country code, digits: "+14165550123");
 * North American ones read "+1 416-555-0123", others the country code and the national number in
 * groups ("+44 770 090 0123"). Anything that is not such a number is shown as it was written.
 */
export function formatPhone(value: string): string {
  const text = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') ? digits : digits.length === 10 ? `1${digits}` : null;
  if (!international) return text;
  const nanp = /^1(\d{3})(\d{3})(\d{4})$/.exec(international);
  if (nanp) return `+1 ${nanp[1]}-${nanp[2]}-${nanp[3]}`;
  const code = PHONE_COUNTRY_CODES.find((candidate) => international.startsWith(candidate));
  if (!code || international.length - code.length < 4) return text;
  let national = international.slice(code.length);
  const groups: string[] = [];
  for (const size of groupSizes(national.length)) {
    groups.push(national.slice(0, size));
    national = national.slice(size);
  }
  return `+${code} ${groups.join(' ')}`;
}

/** A tel: link for a phone number (stored numbers already start with + and the country code). */
export function phoneHref(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `tel:+${value.trim().startsWith('+') || digits.length !== 10 ? digits : `1${digits}`}`;
}
