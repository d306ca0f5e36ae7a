import type { LoginInput, RegisterInput } from '@hirehand/shared/auth/auth';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/users';
import { hashPassword, passwordMatches } from '../../platform/auth/passwords';
import { announceRevokedSessions, insertSession, revokeSession } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { createUser, findUserByEmail } from '../users/users.service';

type Registration = z.output<typeof RegisterInput>;
type Credentials = z.output<typeof LoginInput>;

export interface SignedIn {
  user: UserRow;
  sessionId: string;
  accessToken: string;
}

/** Opens a session for the user and signs its access token. */
export async function startSession(ctx: AppContext, user: UserRow, userAgent?: string): Promise<SignedIn> {
  const session = await insertSession(
    ctx.db,
    { userId: user.id, userAgent: userAgent?.slice(0, 300) },
    ctx.clock.now(),
  );
  const accessToken = await ctx.tokens.signAccessToken({ userId: user.id, sessionId: session.id });
  return { user, sessionId: session.id, accessToken };
}

/** Creates an account from the registration form and signs it in. */
export async function registerAccount(props: {
  ctx: AppContext;
  input: Registration;
  userAgent?: string;
  log: FastifyBaseLogger;
}): Promise<SignedIn> {
  const { ctx, input, log } = props;
  if (await findUserByEmail(ctx.db, input.email)) throw errors.badRequest(AUTH_ERRORS.emailTaken);
  const user = await createUser(ctx.db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    userType: input.user_type,
    fullName: input.full_name,
    phone: input.phone,
    city: input.city,
    skills: input.skills,
    bio: input.bio,
    // Unknown or missing: the column defaults (en-CA, America/Toronto; decision 023).
    locale: input.locale ?? undefined,
    timeZone: input.time_zone ?? undefined,
  });
  // A concurrent sign-up with the same e-mail loses at the unique index.
  if (!user) throw errors.badRequest(AUTH_ERRORS.emailTaken);
  log.info({ feature: 'auth', userId: user.id, userType: user.userType }, 'account registered');
  return startSession(ctx, user, props.userAgent);
}

/** Signs in with e-mail and password; one answer for an unknown e-mail and a wrong password. */
export async function signIn(props: {
  ctx: AppContext;
  input: Credentials;
  userAgent?: string;
  log: FastifyBaseLogger;
}): Promise<SignedIn> {
  const { ctx, input, log } = props;
  const user = await findUserByEmail(ctx.db, input.email);
  if (!(await passwordMatches(user?.passwordHash, input.password)) || !user) {
    log.warn({ feature: 'auth', userId: user?.id ?? null }, 'sign-in failed');
    throw errors.unauthorized(AUTH_ERRORS.invalidCredentials);
  }
  log.info({ feature: 'auth', userId: user.id }, 'signed in');
  return startSession(ctx, user, props.userAgent);
}

/** Ends the caller's session on every instance. */
export async function signOut(props: {
  ctx: AppContext;
  sessionId: string;
  userId: string;
  log: FastifyBaseLogger;
}) {
  await revokeSession(props.ctx.db, props.sessionId, 'signed_out', props.ctx.clock.now());
  await announceRevokedSessions(props.ctx, [props.sessionId]);
  props.log.info({ feature: 'auth', userId: props.userId }, 'signed out');
}
