import { ACCOUNT_MESSAGES } from '@hirehand/shared/account/account';
import { AUTH_MESSAGES } from '@hirehand/shared/auth/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/users';
import type { Actor } from '../../platform/auth/auth-guard';
import type { AppContext } from '../../platform/context';
import { badRequest, HttpError } from '../../platform/errors';
import { hashPassword } from '../auth/passwords';
import { revokeOtherSessions } from '../auth/sessions.repo';
import { deleteCodesFor } from '../auth/verification.repo';
import { issueCode } from '../auth/verification.service';
import { findUserByEmail, findUserById, updateUser } from '../profile/users.repo';
import { emailChangedNotice } from './account.mail';
import { deleteIdpAccount, deleteUser, listSessions } from './account.repo';
import { announceRevokedSessions } from './account-events';
import { requireCurrentPassword } from './current-password';

interface ActorProps {
  ctx: AppContext;
  actor: Actor;
  log: FastifyBaseLogger;
}

async function userOf(ctx: AppContext, actor: Actor): Promise<UserRow> {
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw new HttpError(401, AUTH_MESSAGES.notAuthenticated);
  return user;
}

/** Ends every session of the actor but the calling one, on every instance; returns how many. */
async function endOtherSessions(ctx: AppContext, actor: Actor): Promise<number> {
  const revoked = await revokeOtherSessions(ctx.db, actor.userId, actor.sessionId);
  await announceRevokedSessions(ctx, revoked);
  return revoked.length;
}

/** POST /api/account/password: checks the current password, sets the new one, signs out the other sessions. */
export async function changePassword(
  props: ActorProps & { currentPassword?: string; newPassword: string },
): Promise<void> {
  const { ctx, actor, log } = props;
  const user = await userOf(ctx, actor);
  await requireCurrentPassword(user, props.currentPassword);
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(props.newPassword) });
  const revoked = await endOtherSessions(ctx, actor);
  log.info({ feature: 'account', userId: user.id, revokedSessions: revoked }, 'password changed');
}

/**
 * POST /api/account/email: moves the account to a new address, which starts unverified
 * and gets a verification code by e-mail only (the answer never carries it: that would
 * let anyone mark an address they don't own as verified).
 */
export async function changeEmail(
  props: ActorProps & { currentPassword?: string; newEmail: string },
): Promise<UserRow> {
  const { ctx, actor, log, newEmail } = props;
  const user = await userOf(ctx, actor);
  await requireCurrentPassword(user, props.currentPassword);
  if (user.email.toLowerCase() === newEmail.toLowerCase()) throw badRequest(ACCOUNT_MESSAGES.sameEmail);
  if (await findUserByEmail(ctx.db, newEmail)) throw badRequest(ACCOUNT_MESSAGES.emailTaken);
  let updated: UserRow | null;
  try {
    updated = await updateUser(ctx.db, user.id, { email: newEmail, emailVerified: false });
  } catch {
    // Another account took the address between the check and the update (unique index).
    throw badRequest(ACCOUNT_MESSAGES.emailTaken);
  }
  if (!updated) throw new HttpError(401, AUTH_MESSAGES.notAuthenticated);
  log.info({ feature: 'account', userId: user.id }, 'email changed');
  const notice = emailChangedNotice({ oldEmail: user.email, newEmail, supportEmail: ctx.env.SUPPORT_EMAIL });
  await ctx.mail.send(notice).catch((error: unknown) => {
    log.warn({ feature: 'account', userId: user.id, err: error }, 'email change notice not sent');
  });
  await issueCode({ ctx, email: newEmail, purpose: 'verify_email', delivery: 'now', log }).catch(
    (error: unknown) => {
      // The change stands; the user can ask for a new code from the profile's verification screen.
      log.warn(
        { feature: 'account', userId: user.id, err: error },
        'verification code not sent after email change',
      );
    },
  );
  return updated;
}

/** POST /api/account/sign-out-everywhere: ends every other session of the actor. */
export async function signOutEverywhere(props: ActorProps): Promise<number> {
  const revoked = await endOtherSessions(props.ctx, props.actor);
  props.log.info(
    { feature: 'account', userId: props.actor.userId, revokedSessions: revoked },
    'signed out everywhere',
  );
  return revoked;
}

/**
 * DELETE /api/account: deletes the user (sessions cascade), its codes and its
 * identity-provider account, then ends its sessions on every instance.
 */
export async function deleteAccount(props: ActorProps & { currentPassword?: string }): Promise<void> {
  const { ctx, actor, log } = props;
  const user = await userOf(ctx, actor);
  await requireCurrentPassword(user, props.currentPassword);
  const sessionIds = await ctx.db.transaction(async (tx) => {
    const ids = (await listSessions(tx, user.id)).map((session) => session.id);
    await deleteCodesFor(tx, user.email);
    if (user.firebaseUid) await deleteIdpAccount(tx, user.firebaseUid);
    await deleteUser(tx, user.id);
    return ids;
  });
  await announceRevokedSessions(ctx, sessionIds);
  log.info({ feature: 'account', userId: user.id }, 'account deleted');
}
