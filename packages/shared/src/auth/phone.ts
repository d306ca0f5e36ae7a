import { z } from 'zod';

/** Country codes the auth modal accepts. */
export const ALLOWED_COUNTRY_CODES = [
  '+1',
  '+44',
  '+91',
  '+49',
  '+33',
  '+61',
  '+81',
  '+86',
  '+7',
  '+55',
  '+52',
  '+34',
  '+39',
];
export const PHONE_MIN_DIGITS = 10;

/**
 * Normalisation: non-digits removed; a bare 10-digit number gets +1,
 * anything else gets a leading +. Blank input is null.
 */
export function normalizePhone(input: string | null | undefined): string | null {
  const digits = (input ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

export const PHONE_TOO_SHORT = 'Phone number too short. Include country code + full number.';

/** An optional phone field: normalised, then at least 10 digits. */
export const phoneField = z
  .string()
  .nullish()
  .transform((value) => normalizePhone(value))
  .refine((value) => value === null || value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, {
    message: PHONE_TOO_SHORT,
  })
  .refine((value) => value === null || value.length <= 16, { message: PHONE_TOO_SHORT });
