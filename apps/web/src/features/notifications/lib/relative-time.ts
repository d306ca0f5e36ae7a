import { APP_LOCALE, formatDate, type Reader } from '@/lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date: the relative-time
 * thresholds are under 1 minute, 60 minutes, 24 hours and 7 days; the date is the reader's day.
 */
export function formatRelativeTime(
  value: string | Date,
  now: Date = new Date(),
  reader: Reader = {},
): string {
  const locale = reader.locale ?? APP_LOCALE;
  const then = new Date(value);
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < MINUTE) return rtf.format(0, 'second');
  if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return rtf.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return rtf.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(then, reader);
}
