import { VERIFICATION_MESSAGES } from '@hirehand/shared/auth/verification';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../platform/auth/passwords';
import { announceRevokedSessions, revokeAllSessions } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { findUserByEmail, updateUser } from '../users/users.service';
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
    delivery: user ? 'background' : 'none',
  });
  return { expiresIn };
}

/**
 * POST /api/auth/reset-password: with a valid code, sets the new password, marks the
 * address verified (the code proved control of it) and ends every session of the user.
 */
export async function resetPassword(props: {
  ctx: AppContext;
  email: string;
  code: string;
  newPassword: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { ctx, email, code, log } = props;
  const user = await findUserByEmail(ctx.db, email);
  await redeemCode({ ctx, email, purpose: 'reset_password', code });
  if (!user) throw errors.badRequest(VERIFICATION_MESSAGES.invalidResetCode);
  const passwordHash = await hashPassword(props.newPassword);
  const revoked = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, emailVerified: true });
    return revokeAllSessions(tx, user.id);
  });
  await announceRevokedSessions(ctx, revoked);
  log.info({ feature: 'account', userId: user.id, revokedSessions: revoked.length }, 'password reset');
}
