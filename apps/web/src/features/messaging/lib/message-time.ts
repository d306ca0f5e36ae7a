import { calendarDayKey, formatDateTime, previousDayKey } from '@hirehand/shared/locale/date-time';
import type { MessageDto } from '@hirehand/shared/messaging/messaging';
import { APP_LOCALE, formatDate, type Reader } from '@/lib/format';
import type { MessagingT } from './conversation-labels';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The list's relative time: "Just now" under a minute, "Nm ago" under an hour,
 * "Nh ago" under a day, "Nd ago" under 7 days, otherwise a locale date.
 */
export function conversationTime(
  value: string,
  t: MessagingT,
  now: Date = new Date(),
  reader: Reader = {},
): string {
  const then = new Date(value);
  if (Number.isNaN(then.getTime())) return '';
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return t('time.justNow');
  if (elapsed < HOUR) return t('time.minutes', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('time.hours', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < 7 * DAY) return t('time.days', { count: Math.floor(elapsed / DAY) });
  return formatDate(then, reader);
}

/** A day separator's label: Today, Yesterday or the date, by the reader's calendar. */
export function dayLabel(day: Date, t: MessagingT, now: Date = new Date(), reader: Reader = {}): string {
  const key = calendarDayKey(day, reader.timeZone);
  const today = calendarDayKey(now, reader.timeZone);
  if (key === today) return t('thread.today');
  if (key === previousDayKey(today)) return t('thread.yesterday');
  return formatDateTime(day, {
    locale: reader.locale ?? APP_LOCALE,
    timeZone: reader.timeZone,
    style: 'long-date',
  });
}

export interface ThreadItem {
  message: MessageDto;
  /** The first of a run of messages by the same sender within a day: it shows the sender's name. */
  firstOfRun: boolean;
}

export interface DayGroup {
  key: string;
  label: string;
  items: ThreadItem[];
}

/**
 * Groups a thread (oldest first) by the reader's day, labelled Today, Yesterday or a date,
 * marking the first message of each run by one sender so the name shows once per run.
 */
export function groupByDay(
  messages: readonly MessageDto[],
  t: MessagingT,
  now: Date = new Date(),
  reader: Reader = {},
): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const at = new Date(message.created_at);
    const key = calendarDayKey(at, reader.timeZone);
    let group = groups.at(-1);
    if (!group || group.key !== key) {
      group = { key, label: dayLabel(at, t, now, reader), items: [] };
      groups.push(group);
    }
    const previous = group.items.at(-1);
    group.items.push({ message, firstOfRun: previous?.message.sender_id !== message.sender_id });
  }
  return groups;
}
