import { describe, expect, it } from 'vitest';
import { buildMessage, ME, OLIVIA, t } from '../testing/messaging-fixtures';
import { conversationTime, groupByDay } from './message-time';

describe('conversationTime thresholds', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('answers Just now, Nm ago, Nh ago, Nd ago, then a locale date', () => {
    expect(conversationTime(ago(59_000), t, now)).toBe('Just now');
    expect(conversationTime(ago(60_000), t, now)).toBe('1m ago');
    expect(conversationTime(ago(59 * 60_000), t, now)).toBe('59m ago');
    expect(conversationTime(ago(3_600_000), t, now)).toBe('1h ago');
    expect(conversationTime(ago(23 * 3_600_000), t, now)).toBe('23h ago');
    expect(conversationTime(ago(86_400_000), t, now)).toBe('1d ago');
    expect(conversationTime(ago(6 * 86_400_000), t, now)).toBe('6d ago');
    expect(conversationTime(ago(7 * 86_400_000), t, now)).toBe('May 3, 2026');
  });

  it('treats a time slightly in the future as just now', () => {
    expect(conversationTime(new Date(now.getTime() + 5_000).toISOString(), t, now)).toBe('Just now');
  });
});

describe('groupByDay', () => {
  const now = new Date(2026, 4, 10, 15, 0);
  const at = (day: number, hour: number) => new Date(2026, 4, day, hour, 0).toISOString();

  it('labels days Today, Yesterday or a date and marks the first message of each run', () => {
    const messages = [
      buildMessage({ id: 'a', sender_id: OLIVIA.id, created_at: at(7, 9) }),
      buildMessage({ id: 'b', sender_id: OLIVIA.id, created_at: at(9, 9) }),
      buildMessage({ id: 'c', sender_id: OLIVIA.id, created_at: at(9, 10) }),
      buildMessage({ id: 'd', sender_id: ME.id, created_at: at(9, 11) }),
      buildMessage({ id: 'e', sender_id: OLIVIA.id, created_at: at(10, 8) }),
      buildMessage({ id: 'f', sender_id: OLIVIA.id, created_at: at(10, 9) }),
    ];
    const groups = groupByDay(messages, t, now);
    expect(groups.map((group) => group.label)).toEqual(['Thursday, May 7, 2026', 'Yesterday', 'Today']);
    expect(groups.map((group) => group.items.map((item) => [item.message.id, item.firstOfRun]))).toEqual([
      [['a', true]],
      [
        ['b', true],
        ['c', false],
        ['d', true],
      ],
      [
        ['e', true],
        ['f', false],
      ],
    ]);
  });

  it("groups by the reader's days, not the browser's", () => {
    // 03:30 UTC on May 10 is the evening of May 9 in Toronto and midday of May 10 in Tokyo.
    const late = buildMessage({ id: 'late', created_at: '2026-05-10T03:30:00Z' });
    const noon = new Date('2026-05-10T16:00:00Z');
    const toronto = groupByDay([late], t, noon, { timeZone: 'America/Toronto' });
    const tokyo = groupByDay([late], t, noon, { timeZone: 'Asia/Tokyo' });
    expect(toronto.map((group) => [group.key, group.label])).toEqual([['2026-05-09', 'Yesterday']]);
    // 16:00 UTC is already May 11 in Tokyo: the message's May 10 is yesterday there too, by its own calendar.
    expect(tokyo.map((group) => [group.key, group.label])).toEqual([['2026-05-10', 'Yesterday']]);
    const tokyoSameDay = groupByDay([late], t, new Date('2026-05-10T05:00:00Z'), { timeZone: 'Asia/Tokyo' });
    expect(tokyoSameDay[0]!.label).toBe('Today');
    // A quarter of an hour later it is still May 9 in Toronto: the same day.
    const torontoThatEvening = groupByDay([late], t, new Date('2026-05-10T03:45:00Z'), {
      timeZone: 'America/Toronto',
    });
    expect(torontoThatEvening[0]!.label).toBe('Today');
  });
});
