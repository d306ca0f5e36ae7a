import { z } from 'zod';
import { SignUpLocaleField } from '../locale/locales';
import { SignUpTimeZoneField } from '../locale/time-zones';
import { emailField } from '../platform/email';
import { itemTooLong, tooLong, tooMany } from '../platform/field-messages';
import { PROFILE_LIMITS, UserDto } from '../profile/profile';
import { USER_TYPES } from '../users/user-types';
import { meetsAllPasswordRules } from './password-rules';
import { PHONE_TOO_SHORT, phoneField } from './phone';

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordRules: 'Password must meet all requirements',
  fullNameRequired: 'Full name is required',
  phoneTooShort: PHONE_TOO_SHORT,
  userType: 'Choose worker, employer or company',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  badCredentials: 'Incorrect email or password. Please try again.',
  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  accountLocked:
    "Too many failed sign-in attempts for this account. Please try again later. If this address has an account, we've emailed its owner a link to sign in.",
  notAuthenticated: 'Not authenticated',
  sessionExpired: 'Your session has expired. Please sign in again.',
  loggedOut: 'You have been signed out.',
} as const;

const requiredEmail = z
  .string({ message: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .pipe(emailField(AUTH_MESSAGES.emailInvalid));

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

/** Skills arrive as a list (the form splits its comma-separated text); blanks and duplicates drop out. */
export const skillsField = z
  .array(z.string().trim().max(PROFILE_LIMITS.skill, itemTooLong('skill', PROFILE_LIMITS.skill)))
  .max(PROFILE_LIMITS.skills, tooMany('skills', PROFILE_LIMITS.skills))
  .default([])
  .transform((skills) => [...new Set(skills.filter(Boolean))]);

/** POST /api/auth/register-enhanced: the direct two-step sign-up (decision 018). */
export const RegisterInput = z.object({
  email: requiredEmail,
  password: z
    .string({ message: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(256, AUTH_MESSAGES.passwordRules)
    .refine(meetsAllPasswordRules, { message: AUTH_MESSAGES.passwordRules }),
  user_type: z.enum(USER_TYPES, { message: AUTH_MESSAGES.userType }).default('worker'),
  full_name: z
    .string({ message: AUTH_MESSAGES.fullNameRequired })
    .trim()
    .min(1, AUTH_MESSAGES.fullNameRequired)
    .max(PROFILE_LIMITS.fullName, tooLong('Full name', PROFILE_LIMITS.fullName)),
  phone: phoneField,
  city: optionalText('City', PROFILE_LIMITS.city),
  skills: skillsField,
  bio: optionalText('Bio', PROFILE_LIMITS.bio),
  /** The browser's IANA zone; an unknown one is ignored and the account takes the default. */
  time_zone: SignUpTimeZoneField,
  /** The language the person signed up in; an unsupported one is ignored likewise. */
  locale: SignUpLocaleField,
});
export type RegisterInput = z.input<typeof RegisterInput>;

/** POST /api/auth/login. */
export const LoginInput = z.object({
  email: requiredEmail,
  password: z
    .string({ message: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(256),
});
export type LoginInput = z.input<typeof LoginInput>;

/** Login and registration answer. */
export const AuthResultDto = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: UserDto,
});
export type AuthResultDto = z.infer<typeof AuthResultDto>;

export const LogoutResultDto = z.object({ success: z.literal(true), message: z.string() });
