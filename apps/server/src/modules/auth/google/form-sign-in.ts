import { createHash, randomBytes } from 'node:crypto';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { SIGN_IN_EXCHANGE_TTL_SECONDS } from '@hirehand/shared/auth/google';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../../db/schema/users';
import type { AppContext } from '../../../platform/context';
import { errors } from '../../../platform/errors';
import type { GoogleProfile } from '../../../platform/identity/google-oauth';
import { createUser, findUserByEmail, findUserById, updateUser } from '../../users/users.service';
import { type SignedIn, startSession } from '../auth.service';
import { consumeSignInExchange, insertSignInExchange } from './exchanges.repo';
import type { NewAccountChoices } from './flow-cookie';

/** The spec's social_provider value for social sign-in (the profile banner keys on it). */
export const SOCIAL_PROVIDER = 'emergent';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

async function findOrCreateUser(
  ctx: AppContext,
  profile: GoogleProfile,
  choices: NewAccountChoices,
): Promise<UserRow> {
  const existing = await findUserByEmail(ctx.db, profile.email);
  if (existing) {
    // Google vouched for the address, so it counts as verified.
    if (existing.emailVerified) return existing;
    return (await updateUser(ctx.db, existing.id, { emailVerified: true })) ?? existing;
  }
  const created = await createUser(ctx.db, {
    email: profile.email,
    fullName: profile.name?.trim() || profile.email.split('@')[0] || profile.email,
    userType: choices.userType ?? 'worker',
    socialProvider: SOCIAL_PROVIDER,
    // Unknown or missing: the column defaults (en-CA, America/Toronto; decision 023).
    timeZone: choices.timeZone,
    locale: choices.locale,
    emailVerified: true,
    profilePicture: profile.picture,
  });
  // A concurrent first sign-in with the same address wins at the unique index: use its row.
  const user = created ?? (await findUserByEmail(ctx.db, profile.email));
  if (!user) throw new Error('user vanished during Google sign-in');
  return user;
}

/**
 * Finishes the form flow: finds or creates the app user for the Google profile (a new one
 * with the account type chosen on the form, worker when none, and the browser's time zone
 * and language) and returns a one-time code (the `session_id` of `/profile#session_id=`),
 * valid 5 minutes, of which only the SHA-256 is stored.
 */
export async function completeFormSignIn(props: {
  ctx: AppContext;
  profile: GoogleProfile;
  /** The account type (worker when none), time zone and language of an account it creates. */
  choices?: NewAccountChoices;
  log: FastifyBaseLogger;
}): Promise<string> {
  const { ctx, profile, log } = props;
  const user = await findOrCreateUser(ctx, profile, props.choices ?? {});
  const code = randomBytes(32).toString('base64url');
  await insertSignInExchange(ctx.db, {
    codeHash: hashCode(code),
    userId: user.id,
    expiresAt: new Date(ctx.clock.now().getTime() + SIGN_IN_EXCHANGE_TTL_SECONDS * 1000),
  });
  log.info({ feature: 'auth', userId: user.id, provider: 'google' }, 'social sign-in code issued');
  return code;
}

/**
 * POST /api/auth/emergent-session: trades a one-time code for a session. Unknown,
 * used and expired codes all answer 401 with the spec's callback-failure text.
 */
export async function exchangeSignInCode(props: {
  ctx: AppContext;
  code: string;
  userAgent?: string;
  log: FastifyBaseLogger;
}): Promise<SignedIn> {
  const { ctx, log } = props;
  const userId = await consumeSignInExchange(ctx.db, hashCode(props.code), ctx.clock.now());
  const user = userId ? await findUserById(ctx.db, userId) : null;
  if (!user) {
    log.warn({ feature: 'auth', provider: 'google' }, 'social sign-in exchange failed');
    throw errors.unauthorized(AUTH_ERRORS.googleFailed);
  }
  log.info({ feature: 'auth', userId: user.id, provider: 'google' }, 'signed in with Google');
  return startSession(ctx, user, props.userAgent);
}
