import { describe, expect, it } from 'vitest';
import { backoffMs, slotOf, slotStart } from './job-timing';

describe('backoffMs', () => {
  const options = { baseMs: 10_000, maxMs: 60 * 60_000 };

  it('waits the base after the first failure and doubles after each one', () => {
    expect([1, 2, 3, 4, 5].map((failures) => backoffMs(failures, options))).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000,
    ]);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(backoffMs(9, options)).toBe(2_560_000); // 10 s x 256, still under an hour
    expect(backoffMs(10, options)).toBe(60 * 60_000); // 10 s x 512 is past it
    expect(backoffMs(1_000, options)).toBe(60 * 60_000);
    expect(Number.isFinite(backoffMs(Number.MAX_SAFE_INTEGER, options))).toBe(true);
  });

  it('does not wait before a first attempt', () => {
    expect(backoffMs(0, options)).toBe(0);
  });
});

describe('slotOf', () => {
  const fiveMinutes = 5 * 60_000;

  it('gives every moment of one interval the same slot and the next interval the next one', () => {
    const start = new Date('2026-11-24T10:00:00.000Z');
    const slot = slotOf(start, fiveMinutes);
    expect(slotOf(new Date('2026-11-24T10:04:59.999Z'), fiveMinutes)).toBe(slot);
    expect(slotOf(new Date('2026-11-24T10:05:00.000Z'), fiveMinutes)).toBe(slot + 1);
    expect(slotOf(new Date('2026-11-24T09:59:59.999Z'), fiveMinutes)).toBe(slot - 1);
  });

  it('names the moment a slot begins', () => {
    const at = new Date('2026-11-24T10:07:12.345Z');
    expect(slotStart(slotOf(at, fiveMinutes), fiveMinutes).toISOString()).toBe('2026-11-24T10:05:00.000Z');
  });

  it('is the same number on every instance: it depends on the moment and the interval only', () => {
    expect(slotOf(new Date(0), fiveMinutes)).toBe(0);
    expect(slotOf(new Date(fiveMinutes * 1_000_000 + 1), fiveMinutes)).toBe(1_000_000);
  });
});
