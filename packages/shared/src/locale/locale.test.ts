import { describe, expect, it } from 'vitest';
import { calendarDayKey, formatCalendarDate, formatDateTime, previousDayKey } from './date-time';
import { matchLocale, SignUpLocaleField } from './locales';
import { canonicalTimeZone, SignUpTimeZoneField, TIME_ZONE_MESSAGES, TimeZoneField } from './time-zones';

describe('canonicalTimeZone', () => {
  it('answers the canonical name of known IANA zones and their aliases', () => {
    expect(canonicalTimeZone('America/Toronto')).toBe('America/Toronto');
    expect(canonicalTimeZone(' america/toronto ')).toBe('America/Toronto');
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone('Etc/GMT+5')).toBe('Etc/GMT+5');
    expect(canonicalTimeZone('Asia/Kolkata')).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
  });

  it('refuses unknown names, offsets and anything that is not a name', () => {
    for (const value of [
      'Mars/Olympus',
      '+05:00',
      '-0800',
      '',
      ' ',
      'x'.repeat(65),
      42,
      null,
      undefined,
      {},
    ]) {
      expect(canonicalTimeZone(value)).toBeNull();
    }
  });

  it('refuses an unknown zone with the human text (PATCH) and ignores it at sign-up', () => {
    const refused = TimeZoneField.safeParse('Nowhere/Land');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(TIME_ZONE_MESSAGES.unknown);
    expect(TimeZoneField.parse('us/pacific')).toBe('America/Los_Angeles');
    expect(SignUpTimeZoneField.parse('Nowhere/Land')).toBeNull();
    expect(SignUpTimeZoneField.parse(7)).toBeNull();
    expect(SignUpTimeZoneField.parse(undefined)).toBeNull();
    expect(SignUpTimeZoneField.parse('Europe/Paris')).toBe('Europe/Paris');
  });
});

describe('matchLocale', () => {
  it('answers the supported locale of the same language, or null', () => {
    expect(matchLocale('en-CA')).toBe('en-CA');
    expect(matchLocale('en-us')).toBe('en-CA');
    expect(matchLocale('en')).toBe('en-CA');
    expect(matchLocale('de-DE')).toBeNull();
    expect(SignUpLocaleField.parse(['en'])).toBeNull();
  });
});

describe('formatDateTime', () => {
  const moment = new Date('2026-03-05T03:30:00Z');
  it("reads a moment in the person's zone, not the runtime's", () => {
    expect(formatDateTime(moment, { locale: 'en-CA', timeZone: 'America/Toronto', style: 'date' })).toBe(
      'Mar 4, 2026',
    );
    expect(formatDateTime(moment, { locale: 'en-CA', timeZone: 'Asia/Tokyo', style: 'date' })).toBe(
      'Mar 5, 2026',
    );
    expect(formatDateTime(moment, { locale: 'en-CA', timeZone: 'America/Toronto', style: 'time' })).toBe(
      '10:30 p.m.',
    );
    expect(
      formatDateTime(moment.toISOString(), {
        locale: 'en-CA',
        timeZone: 'America/Toronto',
        style: 'date-time-zone',
      }),
    ).toBe('Mar 4, 2026, 10:30 p.m. EST');
  });

  it('reads an unreadable value as nothing and an unknown zone in the runtime zone', () => {
    expect(formatDateTime('not a date', { locale: 'en-CA', timeZone: 'UTC' })).toBe('');
    expect(formatDateTime(moment, { locale: 'en-CA', timeZone: 'Gone/Zone', style: 'date' })).toBe(
      formatDateTime(moment, { locale: 'en-CA', style: 'date' }),
    );
  });

  it('keeps calendar dates on their day in every zone', () => {
    expect(formatCalendarDate('2026-05-01', { locale: 'en-CA' })).toBe('May 1, 2026');
  });
});

describe('calendar days', () => {
  it("answers the reader's day and the day before", () => {
    const moment = new Date('2026-03-05T03:30:00Z');
    expect(calendarDayKey(moment, 'America/Toronto')).toBe('2026-03-04');
    expect(calendarDayKey(moment, 'Asia/Tokyo')).toBe('2026-03-05');
    expect(previousDayKey('2026-03-01')).toBe('2026-02-28');
    expect(previousDayKey('2026-03-09')).toBe('2026-03-08');
  });
});
