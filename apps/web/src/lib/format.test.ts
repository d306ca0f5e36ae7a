import { ALLOWED_COUNTRY_CODES } from '@hirehand/shared/auth/phone';
import { describe, expect, it } from 'vitest';
import { formatDistanceKm, formatMoney, formatPhone, PHONE_COUNTRY_CODES, phoneHref } from './format';

describe('formatMoney', () => {
  it('formats CAD in en-CA, whole amounts without cents', () => {
    expect(formatMoney(4.99)).toBe('$4.99');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(1250)).toBe('$1,250');
  });

  it('takes a Money in cents: CAD as $, whole amounts without cents, no float drift', () => {
    expect(formatMoney({ amount_cents: 499, currency: 'CAD' })).toBe('$4.99');
    expect(formatMoney({ amount_cents: 0, currency: 'CAD' })).toBe('$0');
    expect(formatMoney({ amount_cents: 200, currency: 'CAD' })).toBe('$2');
    expect(formatMoney({ amount_cents: 1499, currency: 'CAD' })).toBe('$14.99');
    expect(formatMoney({ amount_cents: 125_010, currency: 'CAD' })).toBe('$1,250.10');
    // 0.1 + 0.2 in cents is 30 cents, not 0.30000000000000004 dollars.
    expect(formatMoney({ amount_cents: 10 + 20, currency: 'CAD' })).toBe('$0.30');
  });

  it('names a currency other than CAD, whatever the currency argument says', () => {
    expect(formatMoney({ amount_cents: 499, currency: 'USD' })).toBe('US$4.99');
    expect(formatMoney({ amount_cents: 499, currency: 'USD' }, 'CAD')).toBe('US$4.99');
  });
});

describe('formatDistanceKm', () => {
  it('keeps one decimal under 10 km and whole kilometres beyond', () => {
    expect(formatDistanceKm(1.94)).toBe('1.9');
    expect(formatDistanceKm(0.04)).toBe('0');
    expect(formatDistanceKm(9.96)).toBe('10');
    expect(formatDistanceKm(27.4)).toBe('27');
    expect(formatDistanceKm(1234.5)).toBe('1,235');
  });
});

describe('formatPhone', () => {
  it('reads a stored North American number as +1 416-555-0123', () => {
    expect(formatPhone('+14165550123')).toBe('+1 416-555-0123');
    expect(formatPhone('+16045550101')).toBe('+1 604-555-0101');
  });

  it('reads a number typed without its country code as North American, as sign-up stores it', () => {
    expect(formatPhone('4165550123')).toBe('+1 416-555-0123');
    expect(formatPhone('(416) 555-0123')).toBe('+1 416-555-0123');
    expect(formatPhone(' 416.555.0123 ')).toBe('+1 416-555-0123');
  });

  it('splits other country codes from the national number, grouped for reading', () => {
    expect(formatPhone('+447700900123')).toBe('+44 770 090 0123');
    expect(formatPhone('+919876543210')).toBe('+91 987 654 3210');
    expect(formatPhone('+33612345678')).toBe('+33 612 345 678');
    expect(formatPhone('+4915123456789')).toBe('+49 151 2345 6789');
    expect(formatPhone('+79161234567')).toBe('+7 916 123 4567');
  });

  it('shows anything else as it was written', () => {
    expect(formatPhone('ext. 42')).toBe('ext. 42');
    expect(formatPhone('555-0123')).toBe('555-0123');
    expect(formatPhone('+999123456789')).toBe('+999123456789');
  });

  it('knows the same country codes as the sign-up check', () => {
    expect([...PHONE_COUNTRY_CODES].sort()).toEqual(
      ALLOWED_COUNTRY_CODES.map((code) => code.slice(1)).sort(),
    );
  });
});

describe('phoneHref', () => {
  it('dials the number with its country code', () => {
    expect(phoneHref('+14165550123')).toBe('tel:+14165550123');
    expect(phoneHref('(416) 555-0123')).toBe('tel:+14165550123');
    expect(phoneHref('+447700900123')).toBe('tel:+447700900123');
  });
});
