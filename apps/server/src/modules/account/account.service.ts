import { ACCOUNT_ERRORS } from '@hirehand/shared/account/account-errors';
import { ACCOUNT_TYPE_MESSAGES, type UserTypeStatusDto } from '@hirehand/shared/account/account-type';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { audit } from '../../platform/audit/audit';
import type { ClientInfo } from '../../platform/audit/client-summary';
import {
  recordSecurityEvent,
  SECURITY_ACTION_PREFIX,
  userSubject,
} from '../../platform/audit/security-activity';
import type { Actor } from '../../platform/auth/auth-guard';
import { assertUncommonPassword } from '../../platform/auth/common-passwords';
import { hashPassword } from '../../platform/auth/passwords';
import { announceRevokedSessions, listSessions, revokeOtherSessions } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { deleteCodesFor, issueCode } from '../auth/verification.service';
import { deleteIdpAccount } from '../idp/idp-accounts.service';
import { endPlanOfDeletedAccount } from '../payments/payments.service';
import { deleteStoredPicture } from '../profile/avatar.service';
import { deleteUser, findUserByEmail, findUserById, updateUser } from '../users/users.service';
import { emailChangedMail, passwordChangedMail } from './account.mail';
import { assertCanChangeUserType, userTypeLock } from './account.policy';
import { findUserTypeDependents } from './account.repo';
import { requireCurrentPassword } from './current-password';

interface ActorProps {
  ctx: AppContext;
  actor: Actor;
  /** The request's client, for the security activity. */
  client?: ClientInfo;
  log: FastifyBaseLogger;
}

async function userOf(ctx: AppContext, actor: Actor): Promise<UserRow> {
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw errors.unauthorized(AUTH_ERRORS.notAuthenticated);
  return user;
}

/** Queues a notice after the change; a failure is logged, the change stands. */
async function sendNotice(props: ActorProps, queue: () => Promise<unknown>, category: string) {
  await queue().catch((error: unknown) => {
    props.log.warn({ feature: 'account', userId: props.actor.userId, err: error }, `${category} not queued`);
  });
}

/**
 * POST /api/account/password: checks the current password, refuses a too-common new one, sets
 * it and signs out the other sessions (recorded in the security activity, in the same
 * transaction), then tells the account's address.
 */
export async function changePassword(
  props: ActorProps & { currentPassword?: string; newPassword: string },
): Promise<void> {
  const { ctx, actor, log } = props;
  const user = await userOf(ctx, actor);
  await requireCurrentPassword(user, props.currentPassword);
  await assertUncommonPassword('new_password', props.newPassword, [user.email, user.fullName]);
  const passwordHash = await hashPassword(props.newPassword);
  const revoked = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    return endOtherSessions(tx, props, 'password_changed');
  });
  await announceRevokedSessions(ctx, revoked);
  log.info({ feature: 'account', userId: user.id, revokedSessions: revoked.length }, 'password changed');
  await sendNotice(
    props,
    () => ctx.mail.send(passwordChangedMail, { to: user.email, params: { email: user.email } }),
    'password_changed',
  );
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
  if (user.email.toLowerCase() === newEmail.toLowerCase()) throw errors.badRequest(ACCOUNT_ERRORS.sameEmail);
  if (await findUserByEmail(ctx.db, newEmail)) throw errors.badRequest(ACCOUNT_ERRORS.emailTaken);
  let updated: UserRow | null;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      const row = await updateUser(tx, user.id, { email: newEmail, emailVerified: false });
      if (row) {
        await recordSecurityEvent(tx, {
          at: ctx.clock.now(),
          userId: user.id,
          kind: 'email_changed',
          client: props.client,
        });
      }
      return row;
    });
  } catch {
    // Another account took the address between the check and the update (unique index).
    throw errors.badRequest(ACCOUNT_ERRORS.emailTaken);
  }
  if (!updated) throw errors.unauthorized(AUTH_ERRORS.notAuthenticated);
  log.info({ feature: 'account', userId: user.id }, 'email changed');
  await sendNotice(
    props,
    () => ctx.mail.send(emailChangedMail, { to: user.email, params: { newEmail } }),
    'email_changed',
  );
  await issueCode({ ctx, email: newEmail, purpose: 'verify_email', mail: true, log }).catch(
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

/**
 * Ends every session of the actor but the calling one, inside the caller's transaction, and
 * records it in the security activity (the reason is also what the ended devices are told).
 */
async function endOtherSessions(
  tx: Transaction,
  props: ActorProps,
  why: 'password_changed' | 'signed_out_everywhere',
): Promise<string[]> {
  const { ctx, actor } = props;
  const at = ctx.clock.now();
  const ended = await revokeOtherSessions(tx, actor.userId, actor.sessionId, why, at);
  await recordSecurityEvent(tx, {
    at,
    userId: actor.userId,
    kind: why,
    client: props.client,
    data: { sessions_ended: ended.length },
  });
  return ended;
}

/** POST /api/account/sign-out-everywhere: ends every other session of the actor (in the security activity). */
export async function signOutEverywhere(props: ActorProps): Promise<number> {
  const { ctx, actor } = props;
  const revoked = await ctx.db.transaction((tx) => endOtherSessions(tx, props, 'signed_out_everywhere'));
  await announceRevokedSessions(ctx, revoked);
  props.log.info(
    { feature: 'account', userId: actor.userId, revokedSessions: revoked.length },
    'signed out everywhere',
  );
  return revoked.length;
}

/**
 * DELETE /api/account: deletes the user (sessions cascade), its codes and its
 * identity-provider account, then ends its sessions on every instance and deletes the stored
 * bytes of its uploaded picture. Deletion is immediate (there is no request to wait on): the
 * person's security activity goes with the account (its devices and networks are theirs) and
 * one `security.account_deleted` event without them stays in the audit trail (decision 026).
 */
export async function deleteAccount(props: ActorProps & { currentPassword?: string }): Promise<void> {
  const { ctx, actor, log } = props;
  const user = await userOf(ctx, actor);
  await requireCurrentPassword(user, props.currentPassword);
  await endPlanOfDeletedAccount({ ctx, userId: user.id, log });
  const sessionIds = await ctx.db.transaction(async (tx) => {
    const ids = (await listSessions(tx, user.id)).map((session) => session.id);
    await deleteCodesFor(tx, user.email);
    if (user.firebaseUid) await deleteIdpAccount(tx, user.firebaseUid);
    await deleteUser(tx, user.id);
    await audit.forgetSubject(tx, userSubject(user.id), SECURITY_ACTION_PREFIX);
    await recordSecurityEvent(tx, { at: ctx.clock.now(), userId: user.id, kind: 'account_deleted' });
    return ids;
  });
  await announceRevokedSessions(ctx, sessionIds);
  // The uploaded picture goes with the account (it is no longer served once the user is gone).
  await deleteStoredPicture({ ctx, log, picture: user.profilePicture });
  log.info({ feature: 'account', userId: user.id }, 'account deleted');
}

/** GET /api/account/user-type: the actor's type and whether it can still change. */
export async function userTypeStatus(props: { ctx: AppContext; actor: Actor }): Promise<UserTypeStatusDto> {
  const user = await userOf(props.ctx, props.actor);
  const lock = userTypeLock(await findUserTypeDependents(props.ctx.db, user.id));
  return {
    user_type: user.userType,
    can_change: lock === null,
    locked_by: lock,
    reason: lock ? ACCOUNT_TYPE_MESSAGES.locked[lock] : null,
  };
}

/**
 * PATCH /api/account/user-type: changes the type while nothing ties the account to it
 * (account.policy.ts); asking for the current type changes nothing. The trust score does
 * not read the type, so it stays as it is.
 */
export async function changeUserType(
  props: ActorProps & { userType: UserRow['userType'] },
): Promise<UserRow> {
  const { ctx, actor, log, userType } = props;
  const user = await userOf(ctx, actor);
  if (user.userType === userType) return user;
  assertCanChangeUserType(await findUserTypeDependents(ctx.db, user.id));
  const updated = await updateUser(ctx.db, user.id, { userType });
  if (!updated) throw errors.unauthorized(AUTH_ERRORS.notAuthenticated);
  log.info(
    { feature: 'account', userId: user.id, from: user.userType, to: userType },
    'account type changed',
  );
  return updated;
}
