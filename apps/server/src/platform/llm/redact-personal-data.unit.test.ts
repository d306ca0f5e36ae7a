import { describe, expect, it } from 'vitest';
import { REDACTED_EMAIL, REDACTED_PHONE, redactPersonalData } from './redact-personal-data';

const E = REDACTED_EMAIL;
const P = REDACTED_PHONE;

describe('redactPersonalData', () => {
  it('removes e-mail addresses, with plus tags, subdomains and accents', () => {
    expect(redactPersonalData('Write to jane.doe+jobs@mail.example.ca today')).toBe(`Write to ${E} today`);
    expect(redactPersonalData('contact: RENÉ_42@Exemple.QC.ca.')).toBe(`contact: ${E}.`);
    expect(redactPersonalData('a@b.co, b@c.io')).toBe(`${E}, ${E}`);
  });

  it('removes North American numbers in their usual formats', () => {
    for (const phone of [
      '(416) 555-0199',
      '(416)555-0199',
      '416-555-0199',
      '416.555.0199',
      '416 555 0199',
      '4165550199',
      '+1 416 555 0199',
      '+1-416-555-0199',
      '1-800-555-0199',
      '1 (604) 555-0123',
    ]) {
      expect(redactPersonalData(`Call ${phone} after 5pm.`), phone).toBe(`Call ${P} after 5pm.`);
    }
  });

  it('removes international numbers written with a leading +', () => {
    for (const phone of [
      '+44 20 7946 0958',
      '+33 1 23 45 67 89',
      '+49 (30) 1234567',
      '+91 98765 43210',
      '+61412345678',
    ]) {
      expect(redactPersonalData(`WhatsApp ${phone}, thanks`), phone).toBe(`WhatsApp ${P}, thanks`);
    }
  });

  it('removes an e-mail whose local part is a phone number as one address', () => {
    expect(redactPersonalData('text 4165550199@sms.example.com')).toBe(`text ${E}`);
  });

  it('keeps prices, years, ranges, dates, postal codes, counts and times', () => {
    for (const text of [
      'Pay is $45/h, $1,200 per week or $2500000 a year',
      'Since 2019, 5+ years of experience, +5 years',
      'Budget 800-1200 CAD, hours 900-1700',
      'Start 2026-12-01, until 12/31/2026',
      'Toronto, ON M5V 3L9',
      'We have 3 crews of 12 and 40000 sq ft; call before 10:30',
      'Lot 1234-5678, order 123-4567',
      'SKU 0123456789 and 1234567890123',
      'Score +12 and -3 after 2019 2020 2021',
    ]) {
      expect(redactPersonalData(text), text).toBe(text);
    }
  });

  it('does not take a number out of a longer run of digits or a word', () => {
    expect(redactPersonalData('ref A4165550199B')).toBe('ref A4165550199B');
    expect(redactPersonalData('id 24165550199')).toBe('id 24165550199');
    expect(redactPersonalData('$416-555-0199')).toBe('$416-555-0199');
  });

  it('leaves text without personal data untouched, and an empty string empty', () => {
    expect(redactPersonalData('')).toBe('');
    expect(redactPersonalData('Need a plumber in Ottawa next week.')).toBe(
      'Need a plumber in Ottawa next week.',
    );
  });
});
