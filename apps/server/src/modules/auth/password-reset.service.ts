import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientInfo } from '../../platform/audit/client-summary';
import { recordSecurityEvent } from '../../platform/audit/security-activity';
import { clearSignInFailures } from '../../platform/auth/account-sign-in.limit';
import { assertUncommonPassword } from '../../platform/auth/common-passwords';
import { hashPassword } from '../../platform/auth/passwords';
import { announceRevokedSessions, revokeAllSessions } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { findUserByEmail, updateUser } from '../users/users.service';
import { passwordResetNoticeMail } from './password-reset.mail';
import { type CodeSent, issueCode, redeemCode } from './verification.service';

/**
 * POST /api/auth/forgot-password: e-mails a reset code after the answer; unknown addresses
 * get the same answer and nothing. The code never comes back, in any mode: whoever holds
 * it can take the account over, so it goes to the mailbox only.
 */
export async function requestPasswordReset(props: {
  ctx: AppContext;
  email: string;
  log: FastifyBaseLogger;
}): Promise<Pick<CodeSent, 'expiresIn'>> {
  const user = await findUserByEmail(props.ctx.db, props.email);
  const { expiresIn } = await issueCode({
    ...props,
    purpose: 'reset_password',
    mail: user !== null,
  });
  return { expiresIn };
}

/**
 * POST /api/auth/reset-password: with a valid code, sets the new password (never a too-common
 * one, checked before the code is used up), marks the address verified (the code proved
 * control of it), ends every session of the user, ends a run of failed sign-ins (the owner
 * can sign in with the new password even while the per-account ceiling held), records it in
 * the security activity and tells the address.
 */
export async function resetPassword(props: {
  ctx: AppContext;
  email: string;
  code: string;
  newPassword: string;
  client: ClientInfo;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { ctx, email, code, log } = props;
  const user = await findUserByEmail(ctx.db, email);
  await assertUncommonPassword('new_password', props.newPassword, [email, user?.fullName]);
  await redeemCode({ ctx, email, purpose: 'reset_password', code });
  if (!user) throw errors.badRequest(AUTH_ERRORS.invalidResetCode);
  const passwordHash = await hashPassword(props.newPassword);
  const revoked = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, emailVerified: true });
    const ended = await revokeAllSessions(tx, user.id, 'password_reset', ctx.clock.now());
    await recordSecurityEvent(tx, {
      at: ctx.clock.now(),
      userId: user.id,
      kind: 'password_reset',
      client: props.client,
      data: { sessions_ended: ended.length },
    });
    return ended;
  });
  await announceRevokedSessions(ctx, revoked);
  await clearSignInFailures(ctx, user.email);
  log.info({ feature: 'account', userId: user.id, revokedSessions: revoked.length }, 'password reset');
  await ctx.mail
    .send(passwordResetNoticeMail, { to: user.email, params: { email: user.email } })
    .catch((error: unknown) => {
      log.warn({ feature: 'account', userId: user.id, err: error }, 'password reset notice not queued');
    });
}
