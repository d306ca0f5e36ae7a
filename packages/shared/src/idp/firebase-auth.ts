import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/auth';
import { phoneField } from '../auth/phone';
import { SignUpLocaleField } from '../locale/locales';
import { SignUpTimeZoneField } from '../locale/time-zones';
import { httpUrl } from '../platform/url';
import { UserDto } from '../profile/profile';
import { USER_TYPES } from '../users/user-types';

/** Texts of POST /api/auth/firebase-login and /api/auth/firebase-register. */
export const FIREBASE_AUTH_MESSAGES = {
  invalidToken: 'Invalid identity token',
  userNotFound: 'User not found. Please register first.',
  welcomeBack: 'Welcome back!',
  accountCreated: 'Account created successfully',
  emailTaken: AUTH_MESSAGES.emailTaken,
  tokenWithoutEmail: 'The identity token carries no email address.',
  verifyToLink: 'An account with this email already exists. Verify your email address to sign in to it.',
} as const;

/**
 * What the modal sends beside the token. The token is the authority
 * for e-mail, uid and verification; these fields only fill the new profile.
 */
export const FirebaseUserData = z.object({
  email: z.string().max(320).nullish(),
  full_name: z.string().trim().max(120).nullish(),
  phone: phoneField,
  email_verified: z.boolean().nullish(),
  firebase_uid: z.string().max(128).nullish(),
  user_type: z.enum(USER_TYPES, { message: AUTH_MESSAGES.userType }).default('worker'),
  profile_picture: httpUrl('Profile picture').nullish(),
  /** The browser's IANA zone for a new account; an unknown one is ignored (the default is kept). */
  time_zone: SignUpTimeZoneField,
  /** The language the person signed up in; an unsupported one is ignored likewise. */
  locale: SignUpLocaleField,
});

const firebaseToken = z.string().min(1, FIREBASE_AUTH_MESSAGES.invalidToken).max(8192);

/** POST /api/auth/firebase-login: user_data is accepted and not needed. */
export const FirebaseLoginInput = z.object({
  firebase_token: firebaseToken,
  user_data: z.record(z.string(), z.unknown()).nullish(),
});
export type FirebaseLoginInput = z.input<typeof FirebaseLoginInput>;

/** POST /api/auth/firebase-register. */
export const FirebaseRegisterInput = z.object({
  firebase_token: firebaseToken,
  user_data: FirebaseUserData.prefault({}),
});
export type FirebaseRegisterInput = z.input<typeof FirebaseRegisterInput>;

/** Answer of both calls (firebase-login and firebase-register). */
export const FirebaseAuthResultDto = z.object({
  access_token: z.string(),
  user: UserDto,
  is_new_user: z.boolean(),
  email_verification_required: z.boolean(),
  message: z.string(),
});
export type FirebaseAuthResultDto = z.infer<typeof FirebaseAuthResultDto>;
