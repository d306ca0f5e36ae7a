import { z } from 'zod';

/**
 * The languages an account can read HireHand in. One list for the account's `locale`, the
 * notification texts and the e-mails: adding fr-CA here makes every per-locale table that
 * is typed `Record<Locale, ...>` fail to compile until it has its French texts.
 */
export const SUPPORTED_LOCALES = ['en-CA'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The locale of an account that never chose one (docs/decisions/023-locale-and-time-zone.md). */
export const DEFAULT_LOCALE: Locale = 'en-CA';
/** The time zone of an account whose browser did not say (most of our users are in Ontario). */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

export const LOCALE_MESSAGES = {
  unsupported: `Choose a supported language (${SUPPORTED_LOCALES.join(', ')})`,
} as const;

export const isSupportedLocale = (value: unknown): value is Locale =>
  (SUPPORTED_LOCALES as readonly unknown[]).includes(value);

/** A locale the account may choose: one of SUPPORTED_LOCALES, exactly. */
export const LocaleField = z.enum(SUPPORTED_LOCALES, { message: LOCALE_MESSAGES.unsupported });

/**
 * The supported locale closest to what a browser asked for ("en-CA", "en-US" or "en" all
 * read en-CA; "de-DE" reads none), or null: a sign-up never fails over its language.
 */
export function matchLocale(requested: unknown): Locale | null {
  if (typeof requested !== 'string' || requested.length > 35) return null;
  const wanted = requested.trim().toLowerCase();
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split(/[-_]/)[0];
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? null;
}

/**
 * The language a browser asks for at sign-up: optional, matched with matchLocale; one that is not
 * supported becomes null (the account then takes the default) rather than refusing the account.
 */
export const SignUpLocaleField = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => matchLocale(value));
