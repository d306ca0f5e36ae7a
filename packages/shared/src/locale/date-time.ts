import type { Locale } from './locales';

/**
 * How a moment reads: `date` "Nov 26, 2026"; `long-date` "Thursday, November 26, 2026"; `time`
 * "3:47 p.m."; `date-time` "Nov 26, 2026, 3:47 p.m."; `date-time-zone` adds the zone ("... EST"),
 * for e-mails, which are read away from the screen that set the zone.
 */
export type DateTimeStyle = 'date' | 'long-date' | 'time' | 'date-time' | 'date-time-zone';

export interface DateTimeOptions {
  locale: Locale | string;
  /** An IANA zone; undefined means the runtime's own (a signed-out browser's). */
  timeZone?: string | undefined;
  style?: DateTimeStyle;
}

const STYLE_OPTIONS: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  'long-date': { dateStyle: 'full' },
  time: { hour: 'numeric', minute: '2-digit' },
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  'date-time-zone': {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
};

// Building an Intl.DateTimeFormat costs far more than using one: keep one per locale, zone and style.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, timeZone: string | undefined, style: DateTimeStyle) {
  const key = `${locale}|${timeZone ?? ''}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, { ...STYLE_OPTIONS[style], timeZone });
    } catch {
      // A zone this runtime does not know (stored by a newer one): the runtime's own zone, not a crash.
      formatter = new Intl.DateTimeFormat(locale, STYLE_OPTIONS[style]);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A moment as the person reads it: in their locale and their time zone. The one date formatter
 * of the web's screens and of e-mails, so both say the same time for the same person. An
 * unreadable value reads as an empty string rather than "Invalid Date".
 */
export function formatDateTime(value: Date | string | number, options: DateTimeOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatterFor(options.locale, options.timeZone, options.style ?? 'date-time').format(date);
}

/**
 * A calendar date with no time of day ("2026-05-01", a completion date, a page's revision): it is
 * the same day everywhere, so it is read in UTC, never shifted by the reader's zone.
 */
export function formatCalendarDate(value: string, options: Pick<DateTimeOptions, 'locale'>): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  return formatDateTime(day, { locale: options.locale, timeZone: 'UTC', style: 'date' });
}

/** The zone's current offset from UTC as the locale writes it ("GMT-05:00", "GMT"). */
export function timeZoneOffsetLabel(timeZone: string, at: Date, locale: string = 'en-CA'): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

const dayKeyFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day a moment falls on in a zone, as "YYYY-MM-DD" (comparable as text), so "today"
 * and "yesterday" are the reader's days, not the server's or the browser's.
 */
export function calendarDayKey(value: Date | string | number, timeZone?: string): string {
  const key = timeZone ?? '';
  let formatter = dayKeyFormatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
    try {
      formatter = new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat('en-CA', options);
    }
    dayKeyFormatters.set(key, formatter);
  }
  const parts = formatter.formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day before a "YYYY-MM-DD" day (calendar arithmetic, untouched by daylight saving time). */
export function previousDayKey(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
