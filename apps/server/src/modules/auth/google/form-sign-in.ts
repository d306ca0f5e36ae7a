import { createHash, randomBytes } from 'node:crypto';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { SIGN_IN_EXCHANGE_TTL_SECONDS } from '@hirehand/shared/auth/google';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../../db/schema/users';
import type { ClientInfo } from '../../../platform/audit/client-summary';
import type { AppContext } from '../../../platform/context';
import { errors } from '../../../platform/errors';
import type { GoogleProfile } from '../../../platform/identity/google-oauth';
import { createUser, findUserByEmail, findUserById } from '../../users/users.service';
import { type SignedIn, startSession } from '../auth.service';
import { claimUnverifiedAccount } from '../unverified-account';
import { consumeSignInExchange, insertSignInExchange } from './exchanges.repo';
import type { NewAccountChoices } from './flow-cookie';

/** The spec's social_provider value for social sign-in (the profile banner keys on it). */
export const SOCIAL_PROVIDER = 'emergent';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

async function findOrCreateUser(
  ctx: AppContext,
  profile: GoogleProfile,
  choices: NewAccountChoices,
  log: FastifyBaseLogger,
): Promise<UserRow> {
  const existing = await findUserByEmail(ctx.db, profile.email);
  // Google vouched for the address: an unverified account becomes its owner's alone.
  if (existing) return claimUnverifiedAccount({ ctx, user: existing, provider: 'google.com', log });
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
  const user = await findOrCreateUser(ctx, profile, props.choices ?? {}, log);
  const code = await issueSignInCode(ctx, user.id, {
    method: 'google',
    ttlSeconds: SIGN_IN_EXCHANGE_TTL_SECONDS,
  });
  log.info({ feature: 'auth', userId: user.id, provider: 'google' }, 'social sign-in code issued');
  return code;
}

/**
 * POST /api/auth/emergent-session: trades a one-time code (a Google sign-in's, or the
 * e-mailed sign-in link's) for a session. Unknown, used and expired codes all answer 401
 * with the spec's callback-failure text.
 */
export async function exchangeSignInCode(props: {
  ctx: AppContext;
  code: string;
  client: ClientInfo;
  log: FastifyBaseLogger;
}): Promise<SignedIn> {
  const { ctx, log } = props;
  const exchange = await consumeSignInExchange(ctx.db, hashCode(props.code), ctx.clock.now());
  const user = exchange ? await findUserById(ctx.db, exchange.userId) : null;
  if (!exchange || !user) {
    log.warn({ feature: 'auth' }, 'sign-in exchange failed');
    throw errors.unauthorized(AUTH_ERRORS.googleFailed);
  }
  const how = exchange.method === 'google' ? 'signed in with Google' : 'signed in with an e-mailed link';
  log.info({ feature: 'auth', userId: user.id, method: exchange.method }, how);
  return startSession(ctx, user, { client: props.client, method: exchange.method });
}

/** A fresh one-time code for the user and only its hash stored (exchanged at emergent-session). */
export async function issueSignInCode(
  ctx: AppContext,
  userId: string,
  options: { method: 'google' | 'email_link'; ttlSeconds: number },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await insertSignInExchange(ctx.db, {
    codeHash: hashCode(code),
    userId,
    method: options.method,
    expiresAt: new Date(ctx.clock.now().getTime() + options.ttlSeconds * 1000),
  });
  return code;
}
