import { z } from 'zod';

export const TIME_ZONE_MESSAGES = {
  unknown: 'Unknown time zone. Choose one from the list, for example America/Toronto.',
} as const;

/** Longest IANA names are about 30 characters ("America/Argentina/ComodRivadavia"). */
const MAX_TIME_ZONE_LENGTH = 64;
/** An IANA name (Area/Location, or UTC, EST...), never an offset such as "+05:00". */
const IANA_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;
/** Fixed-offset IANA zones, which Intl.supportedValuesOf does not list. */
const ETC_OFFSET = /^Etc\/GMT[+-]\d{1,2}$/;

let supported: Set<string> | null | undefined;
/** The runtime's canonical zone names; null where Intl.supportedValuesOf is missing (old browsers). */
function supportedZones(): Set<string> | null {
  if (supported === undefined) {
    supported =
      typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('timeZone')) : null;
  }
  return supported;
}

/**
 * The time zone's canonical name in this runtime, or null when it is not a known IANA zone.
 * Case and aliases are resolved by Intl ("america/toronto" -> "America/Toronto", "US/Eastern"
 * -> "America/New_York", "Etc/UTC" and "GMT" -> "UTC"), and the result must be one of
 * Intl.supportedValuesOf('timeZone'), UTC, or an Etc/GMT±N zone. Offsets ("+05:00"), which
 * recent engines accept, are refused: an account's zone follows daylight saving time.
 */
export function canonicalTimeZone(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_TIME_ZONE_LENGTH || !IANA_SHAPE.test(trimmed)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (resolved === 'UTC' || ETC_OFFSET.test(resolved)) return resolved;
  const zones = supportedZones();
  return !zones || zones.has(resolved) ? resolved : null;
}

export const isKnownTimeZone = (name: unknown): boolean => canonicalTimeZone(name) !== null;

/** A zone the account asks for (PATCH /api/profile/me): an unknown one is a 422 with a human text. */
export const TimeZoneField = z
  .string({ message: TIME_ZONE_MESSAGES.unknown })
  .max(MAX_TIME_ZONE_LENGTH, TIME_ZONE_MESSAGES.unknown)
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGES.unknown });
    return z.NEVER;
  });

/**
 * The browser's zone sent at sign-up: optional, and an unknown one becomes null (the account
 * then takes the default) instead of refusing the account over a browser's quirk.
 */
export const SignUpTimeZoneField = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => canonicalTimeZone(value));

/** The browser's own zone (Intl), or null where it cannot say. */
export function browserTimeZone(): string | null {
  try {
    return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return null;
  }
}
