import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('uses the spec thresholds: a minute, an hour, a day, a week', () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(2 * 86_400_000), now)).toBe('2 days ago');
    expect(formatRelativeTime(ago(8 * 86_400_000), now)).toBe('Mar 2, 2026');
  });
});
