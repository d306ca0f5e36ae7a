import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/users';
import type { ClientInfo } from '../../platform/audit/client-summary';
import { recordSecurityEvent } from '../../platform/audit/security-activity';
import { announceRevokedSessions, revokeAllSessions } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { updateUser } from '../users/users.service';

/**
 * An identity provider (Google, Firebase) proved the address of an account that was never
 * verified. Whoever made that account with the forms never proved it: it may be someone who
 * registered the address first to ride along once its owner signs in (pre-hijack). So the
 * proof takes the account over cleanly: verified, the unproven password removed (the owner
 * signs in with the provider, or sets a password through reset), every session ended (the
 * caller then opens the owner's), and the security activity says so. Nothing changes for a
 * verified account: its password was set by whoever proved the address.
 */
export async function claimUnverifiedAccount(props: {
  ctx: AppContext;
  user: UserRow;
  provider: string;
  client?: ClientInfo;
  log: FastifyBaseLogger;
}): Promise<UserRow> {
  const { ctx, user, log } = props;
  if (user.emailVerified) return user;
  const hadPassword = user.passwordHash !== null;
  const { updated, revoked } = await ctx.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, { emailVerified: true, passwordHash: null });
    const ended = await revokeAllSessions(tx, user.id, 'password_removed', ctx.clock.now());
    if (hadPassword || ended.length > 0) {
      await recordSecurityEvent(tx, {
        at: ctx.clock.now(),
        userId: user.id,
        actorId: null,
        kind: 'unverified_password_removed',
        client: props.client,
        data: { provider: props.provider, password_removed: hadPassword, sessions_ended: ended.length },
      });
    }
    return { updated: row ?? { ...user, emailVerified: true, passwordHash: null }, revoked: ended };
  });
  await announceRevokedSessions(ctx, revoked);
  log.info(
    {
      feature: 'auth',
      userId: user.id,
      provider: props.provider,
      passwordRemoved: hadPassword,
      revokedSessions: revoked.length,
    },
    'unverified account claimed by a proven address',
  );
  return updated;
}
