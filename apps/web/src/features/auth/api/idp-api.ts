import type { FirebaseAuthResultDto } from '@hirehand/shared/idp/firebase-auth';
import type { UserType } from '@hirehand/shared/users/user-types';
import { ApiError, apiFetch } from '@/lib/api-client';
import { signUpLocale } from '../lib/sign-up-locale';

/** A failed identity-provider call, with its Firebase-style code (`auth/...`). */
export class IdpError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A POST to the identity provider: its error body becomes an IdpError, no answer a network one. */
export async function idpCall<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new IdpError('auth/network-request-failed', '');
  }
  const parsed = (await response.json().catch(() => undefined)) as
    | { error?: { code?: string; message?: string } }
    | undefined;
  if (!response.ok)
    throw new IdpError(parsed?.error?.code ?? 'auth/internal-error', parsed?.error?.message ?? '');
  return parsed as T;
}

export interface IdpUserData {
  email: string;
  full_name?: string | null;
  phone?: string | null;
  email_verified: boolean;
  firebase_uid?: string | null;
  user_type?: UserType;
  profile_picture?: string | null;
  /** The browser's zone and language, for the account firebase-register creates (decision 023). */
  time_zone?: string | null;
  locale?: string;
}

/** POST /api/auth/firebase-login: 404 for a valid token of an unknown user. */
const firebaseLogin = (firebase_token: string, user_data: IdpUserData) =>
  apiFetch<FirebaseAuthResultDto>('/api/auth/firebase-login', {
    method: 'POST',
    body: { firebase_token, user_data },
  });

/** POST /api/auth/firebase-register: every account the modal creates (e-mail or Google) carries the browser's zone. */
export const firebaseRegister = (firebase_token: string, user_data: IdpUserData) =>
  apiFetch<FirebaseAuthResultDto>('/api/auth/firebase-register', {
    method: 'POST',
    body: { firebase_token, user_data: { user_type: 'worker', ...signUpLocale(), ...user_data } },
  });

/**
 * firebase-login with a provider's token; its 404 (a valid token of a user unknown here) becomes
 * firebase-register with the same data plus `registerWith` (the new account's own fields).
 */
export const firebaseLoginOrRegister = (
  firebase_token: string,
  user_data: IdpUserData,
  registerWith: Partial<IdpUserData> = {},
) =>
  firebaseLogin(firebase_token, user_data).catch((error) => {
    if (error instanceof ApiError && error.status === 404) {
      return firebaseRegister(firebase_token, { ...user_data, ...registerWith });
    }
    throw error;
  });
