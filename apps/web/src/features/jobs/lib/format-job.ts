import { APP_LOCALE } from '@/lib/format';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday", "2 weeks ago" in the app's locale; under a minute answers `justNow`. */
export function formatRelativeTime(
  value: string | Date,
  justNow: string,
  now: Date = new Date(),
  locale = APP_LOCALE,
): string {
  const seconds = (new Date(value).getTime() - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return '';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return justNow;
}
