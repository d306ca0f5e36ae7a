import { APP_LOCALE } from '@/lib/format';

const dateTime = new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** When a message arrived, to the minute ("Nov 20, 2026, 12:02 p.m."). */
export const formatReceivedAt = (iso: string) => dateTime.format(new Date(iso));
