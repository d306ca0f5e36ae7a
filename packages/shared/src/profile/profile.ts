import { z } from 'zod';
import { phoneField } from '../auth/phone';
import { LocaleField, SUPPORTED_LOCALES } from '../locale/locales';
import { TimeZoneField } from '../locale/time-zones';
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

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * PATCH /api/profile/me: only the fields sent change. E-mail and password have their own calls.
 * An unknown time zone or locale is a 422 on its field.
 */
export const UpdateProfileInput = z
  .object({
    full_name: z.string().trim().min(1, 'Full name is required').max(120),
    phone: phoneField,
    city: optionalText(120),
    skills: z.array(z.string().trim().max(60)).max(50),
    bio: optionalText(2000),
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
