import type { SignInMethod } from '@hirehand/shared/account/security-activity';
import type { LoginInput, RegisterInput } from '@hirehand/shared/auth/auth';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/users';
import type { ClientInfo } from '../../platform/audit/client-summary';
import { recordSignIn } from '../../platform/audit/security-activity';
import { clearSignInFailures } from '../../platform/auth/account-sign-in.limit';
import { assertUncommonPassword } from '../../platform/auth/common-passwords';
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

/** How a session starts: the client it is for and the way the person proved who they are. */
export interface SessionStart {
  client: ClientInfo;
  method: SignInMethod;
  /** The session a new account opens (security activity says "account created"). */
  signUp?: boolean;
}

/**
 * Opens a session for the user and signs its access token; the sign-in goes into the
 * security activity in the same transaction (with a new device or network flagged).
 */
export async function startSession(ctx: AppContext, user: UserRow, start: SessionStart): Promise<SignedIn> {
  const at = ctx.clock.now();
  const session = await ctx.db.transaction(async (tx) => {
    const row = await insertSession(
      tx,
      { userId: user.id, userAgent: start.client.userAgent?.slice(0, 300) },
      at,
    );
    await recordSignIn(tx, {
      at,
      userId: user.id,
      method: start.method,
      client: start.client,
      signUp: start.signUp,
    });
    return row;
  });
  const accessToken = await ctx.tokens.signAccessToken({ userId: user.id, sessionId: session.id });
  return { user, sessionId: session.id, accessToken };
}

/** Creates an account from the registration form and signs it in. */
export async function registerAccount(props: {
  ctx: AppContext;
  input: Registration;
  client: ClientInfo;
  log: FastifyBaseLogger;
}): Promise<SignedIn> {
  const { ctx, input, log } = props;
  if (await findUserByEmail(ctx.db, input.email)) throw errors.badRequest(AUTH_ERRORS.emailTaken);
  await assertUncommonPassword('password', input.password, [input.email, input.full_name]);
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
  return startSession(ctx, user, { client: props.client, method: 'password', signUp: true });
}

/**
 * Signs in with e-mail and password; one answer for an unknown e-mail and a wrong password.
 * The route's ceiling counted the attempt before; a right password ends the run of failures.
 */
export async function signIn(props: {
  ctx: AppContext;
  input: Credentials;
  client: ClientInfo;
  log: FastifyBaseLogger;
}): Promise<SignedIn> {
  const { ctx, input, log } = props;
  const user = await findUserByEmail(ctx.db, input.email);
  if (!(await passwordMatches(user?.passwordHash, input.password)) || !user) {
    log.warn({ feature: 'auth', userId: user?.id ?? null }, 'sign-in failed');
    throw errors.unauthorized(AUTH_ERRORS.invalidCredentials);
  }
  await clearSignInFailures(ctx, input.email);
  log.info({ feature: 'auth', userId: user.id }, 'signed in');
  return startSession(ctx, user, { client: props.client, method: 'password' });
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
