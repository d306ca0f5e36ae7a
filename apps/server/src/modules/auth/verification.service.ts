import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import {
  CODE_RESEND_INTERVAL_SECONDS,
  CODE_TTL_SECONDS,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_HOUR,
} from '@hirehand/shared/auth/verification';
import type { Refusal } from '@hirehand/shared/platform/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { findUserByEmail, updateUser } from '../users/users.service';
import { resetPasswordMail, verifyEmailMail } from './verification.mail';
import {
  type CodePurpose,
  consumeCode,
  countAttempt,
  deleteCodesFor as deleteAllCodesFor,
  findLiveCode,
  lockAddress,
  recentSends,
  replaceCode,
} from './verification.repo';
import { codeHasherFor, generateCode } from './verification-codes';

const HOUR_MS = 60 * 60 * 1000;

/** What the send routes may answer. Never the code itself, but for sign-up verification in development. */
export interface CodeSent {
  /** Seconds the code stays valid. */
  expiresIn: number;
  /** The sign-up verification code, only on a development server on a loopback address (env.DEV_TOOLS). */
  devCode?: string;
}

/**
 * Issues a code for the address under the resend limits (one per 30 s, 5 per hour,
 * counted in the table so every instance agrees) and, with `mail`, queues its e-mail in
 * the same transaction (a mail.send job: it survives a restart and is retried; it is
 * dropped once the code has expired). Addresses that get no e-mail still get a code row,
 * so the limits and the answer do not reveal which addresses have accounts; the answer
 * never waits for the mail server either. Returns the code; it never belongs in an answer
 * but the development case of CodeSent.
 */
export async function issueCode(props: {
  ctx: AppContext;
  email: string;
  purpose: CodePurpose;
  mail: boolean;
  log: FastifyBaseLogger;
}): Promise<{ code: string; expiresIn: number }> {
  const { ctx, purpose, log } = props;
  const email = props.email.toLowerCase();
  const code = generateCode();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000);
  await ctx.db.transaction(async (tx) => {
    await lockAddress(tx, email, purpose);
    const { sent, newest } = await recentSends(tx, email, purpose, new Date(now.getTime() - HOUR_MS));
    const waitMs = newest ? newest.getTime() + CODE_RESEND_INTERVAL_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) throw errors.tooManyRequests(AUTH_ERRORS.waitBeforeResend(Math.ceil(waitMs / 1000)));
    if (sent >= MAX_CODES_PER_HOUR) throw errors.tooManyRequests(AUTH_ERRORS.tooManyCodes);
    const codeId = await replaceCode(tx, {
      email,
      purpose,
      codeHash: codeHasherFor(ctx.signingKey).hash(purpose, email, code),
      expiresAt,
      createdAt: now,
    });
    if (!props.mail) return;
    const mail = { to: email, dedupeKey: `code:${codeId}`, notAfter: expiresAt, executor: tx };
    await (purpose === 'verify_email'
      ? ctx.mail.send(verifyEmailMail, { ...mail, params: { email, code } })
      : ctx.mail.send(resetPasswordMail, { ...mail, params: { code } }));
  });
  if (props.mail) log.info({ feature: 'verification', purpose }, 'code e-mail queued');
  return { code, expiresIn: CODE_TTL_SECONDS };
}

/** The 400 texts of a code that does not hold; the reset path names its code a reset code. */
const REFUSALS: Record<CodePurpose, { invalid: Refusal; expired: Refusal }> = {
  verify_email: { invalid: AUTH_ERRORS.invalidCode, expired: AUTH_ERRORS.codeExpired },
  reset_password: { invalid: AUTH_ERRORS.invalidResetCode, expired: AUTH_ERRORS.resetCodeExpired },
};

/**
 * Checks and uses up a code: wrong answers 400, expired 400, the try after
 * MAX_CODE_ATTEMPTS wrong ones 429 (the code is dead), a used or replaced code 400.
 */
export async function redeemCode(props: {
  ctx: AppContext;
  email: string;
  purpose: CodePurpose;
  code: string;
}): Promise<void> {
  const { ctx, purpose, code } = props;
  const email = props.email.toLowerCase();
  const refusal = REFUSALS[purpose];
  const row = await findLiveCode(ctx.db, email, purpose);
  if (!row) throw errors.badRequest(refusal.invalid);
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw errors.tooManyRequests(AUTH_ERRORS.codeAttemptsExhausted);
  if (row.expiresAt.getTime() <= ctx.clock.now().getTime()) throw errors.badRequest(refusal.expired);
  // Count the try before comparing, so parallel guesses cannot exceed the limit.
  if ((await countAttempt(ctx.db, row.id, MAX_CODE_ATTEMPTS)) === null) {
    throw errors.tooManyRequests(AUTH_ERRORS.codeAttemptsExhausted);
  }
  if (!codeHasherFor(ctx.signingKey).matches(row.codeHash, purpose, email, code)) {
    throw errors.badRequest(refusal.invalid);
  }
  if (!(await consumeCode(ctx.db, row.id, ctx.clock.now()))) throw errors.badRequest(refusal.invalid);
}

/**
 * POST /api/auth/send-verification: e-mails a code to an account whose address is not
 * verified yet. Unknown and already verified addresses get the same answer (and a code
 * row, for the limits) but no e-mail, so the answer never tells who has an account.
 */
export async function sendVerificationCode(props: {
  ctx: AppContext;
  email: string;
  log: FastifyBaseLogger;
}): Promise<CodeSent> {
  const user = await findUserByEmail(props.ctx.db, props.email);
  const wanted = user !== null && !user.emailVerified;
  const issued = await issueCode({
    ...props,
    purpose: 'verify_email',
    mail: wanted,
  });
  // The sign-up code as mock_code, for every address alike, only on a loopback development server
  // (docs/decisions/006-one-time-codes.md).
  return props.ctx.env.DEV_TOOLS
    ? { expiresIn: issued.expiresIn, devCode: issued.code }
    : { expiresIn: issued.expiresIn };
}

/**
 * POST /api/auth/verify-email: marks the address verified once the code checks out.
 * The code is checked first, whatever the account, so unknown and verified addresses
 * answer alike; a right code for an address verified meanwhile simply succeeds.
 */
export async function verifyEmail(props: {
  ctx: AppContext;
  email: string;
  code: string;
  log: FastifyBaseLogger;
}): Promise<UserRow> {
  const { ctx, email, code, log } = props;
  const user = await findUserByEmail(ctx.db, email);
  await redeemCode({ ctx, email, purpose: 'verify_email', code });
  if (!user) throw errors.badRequest(AUTH_ERRORS.invalidCode);
  if (user.emailVerified) return user;
  const verified = await updateUser(ctx.db, user.id, { emailVerified: true });
  if (!verified) throw errors.badRequest(AUTH_ERRORS.invalidCode);
  log.info({ feature: 'verification', userId: user.id }, 'email verified');
  return verified;
}

/** Deletes every code ever sent to the address (account deletion), inside the caller's transaction. */
export async function deleteCodesFor(db: Executor, email: string): Promise<void> {
  await deleteAllCodesFor(db, email);
}
