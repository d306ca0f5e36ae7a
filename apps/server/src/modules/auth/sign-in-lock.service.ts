import type { FastifyBaseLogger } from 'fastify';
import { recordSecurityEvent } from '../../platform/audit/security-activity';
import { isSignInLocked } from '../../platform/auth/account-sign-in.limit';
import type { AppContext } from '../../platform/context';
import { findUserByEmail } from '../users/users.service';
import { issueSignInCode } from './google/form-sign-in';
import { signInLinkMail } from './sign-in-link.mail';

/** How long the e-mailed sign-in link works: longer than a lock, short enough to be stale soon. */
export const SIGN_IN_LINK_TTL_SECONDS = 30 * 60;

/**
 * The job behind a lock of the per-account ceiling (decision 027): e-mails the account's
 * owner a one-time sign-in link (256 random bits, only the SHA-256 stored, single use,
 * SIGN_IN_LINK_TTL_SECONDS), which signs in through /profile#session_id= and
 * POST /api/auth/emergent-session, so the ceiling never holds it back. An address without
 * an account gets nothing, and a lock that ended before the job ran sends nothing.
 */
export async function sendSignInLinkForLock(props: {
  ctx: AppContext;
  email: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { ctx, email, log } = props;
  if (!(await isSignInLocked(ctx, email))) return;
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const code = await issueSignInCode(ctx, user.id, {
    method: 'email_link',
    ttlSeconds: SIGN_IN_LINK_TTL_SECONDS,
  });
  const link = `${ctx.env.PUBLIC_URL}/profile#session_id=${code}`;
  await ctx.mail.send(signInLinkMail, {
    to: user.email,
    params: { email: user.email, link, validMinutes: SIGN_IN_LINK_TTL_SECONDS / 60 },
    notAfter: new Date(ctx.clock.now().getTime() + SIGN_IN_LINK_TTL_SECONDS * 1000),
  });
  await recordSecurityEvent(ctx.db, {
    at: ctx.clock.now(),
    userId: user.id,
    actorId: null,
    kind: 'sign_in_locked',
  });
  log.info({ feature: 'auth', userId: user.id }, 'sign-in locked: owner e-mailed a sign-in link');
}
