import { z } from 'zod';
import { phoneField } from '../auth/phone';
import { LocaleField, SUPPORTED_LOCALES } from '../locale/locales';
import { TimeZoneField } from '../locale/time-zones';
import { itemTooLong, tooLong, tooMany } from '../platform/field-messages';
import { UserType } from '../users/user-types';
import { AVATAR_MESSAGES, isServedAvatar } from './avatar';

/** The user as every account and profile answer shows it; never a hash or a code. */
export const UserDto = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  user_type: UserType,
  trust_score: z.number().int(),
  email_verified: z.boolean(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  skills: z.array(z.string()),
  bio: z.string().nullable(),
  profile_picture: z.string().nullable(),
  social_provider: z.string().nullable(),
  created_at: z.string(),
  /** The language the account reads HireHand in (decision 023). */
  locale: z.enum(SUPPORTED_LOCALES),
  /** The IANA zone the account's dates are shown in (decision 023). */
  time_zone: z.string(),
});
export type UserDto = z.infer<typeof UserDto>;

/** The profile form's limits (the web's counters read them). */
export const PROFILE_LIMITS = { fullName: 120, city: 120, skill: 60, skills: 50, bio: 2000 } as const;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * PATCH /api/profile/me: only the fields sent change. E-mail and password have their own calls.
 * An unknown time zone or locale is a 422 on its field.
 */
export const UpdateProfileInput = z
  .object({
    full_name: z
      .string()
      .trim()
      .min(1, 'Full name is required')
      .max(PROFILE_LIMITS.fullName, tooLong('Full name', PROFILE_LIMITS.fullName)),
    phone: phoneField,
    city: optionalText('City', PROFILE_LIMITS.city),
    skills: z
      .array(z.string().trim().max(PROFILE_LIMITS.skill, itemTooLong('skill', PROFILE_LIMITS.skill)))
      .max(PROFILE_LIMITS.skills, tooMany('skills', PROFILE_LIMITS.skills)),
    bio: optionalText('Bio', PROFILE_LIMITS.bio),
    /**
     * null removes the picture. A new picture is uploaded (POST /api/profile/me/avatar), never
     * linked: the only text accepted is the caller's current uploaded picture (no change).
     */
    profile_picture: z
      .string()
      .max(2048)
      .nullable()
      .refine((value) => value === null || isServedAvatar(value), AVATAR_MESSAGES.linkRefused),
    locale: LocaleField,
    /** An IANA zone; stored under its canonical name ("US/Eastern" -> "America/New_York"). */
    time_zone: TimeZoneField,
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.input<typeof UpdateProfileInput>;
