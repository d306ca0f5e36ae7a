import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { AppContext } from '../../platform/context';
import { findUserByFirebaseUid, findUserById, updateUser } from '../users/users.service';
import {
  deleteIdpAccount,
  findIdpAccountByEmail,
  findIdpAccountByUid,
  type IdpAccountRow,
  insertIdpAccount,
  updateIdpAccount,
} from './idp-accounts.repo';

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Frees `email` in idp_accounts for `forUser`. An account holding it that no app user
 * links to is a sign-up that never finished (or a Google sign-in that never registered):
 * it goes, with any ID tokens someone holds for it, since its password never proved the
 * address and the address now belongs to an app user. An account linked to another user
 * whose address changed since follows that user's current address.
 */
async function releaseEmail(db: Executor, email: string, forUser: UserRow, log: FastifyBaseLogger) {
  const holder = await findIdpAccountByEmail(db, email);
  if (!holder || holder.uid === forUser.firebaseUid) return;
  const owner = await findUserByFirebaseUid(db, holder.uid);
  if (!owner) {
    await deleteIdpAccount(db, holder.uid);
    log.info({ feature: 'idp', uid: holder.uid }, 'unfinished identity-provider account replaced');
    return;
  }
  if (owner.id === forUser.id || sameAddress(owner.email, email)) return;
  if (await findIdpAccountByEmail(db, owner.email)) {
    throw new Error('identity-provider addresses are tangled; cannot free the address');
  }
  await updateIdpAccount(db, holder.uid, { email: owner.email, emailVerified: owner.emailVerified });
}

/** The linked account, brought in line with the user: its address, verification, no password of its own. */
async function mirrorUser(db: Executor, account: IdpAccountRow, user: UserRow, log: FastifyBaseLogger) {
  const moved = !sameAddress(account.email, user.email);
  if (moved) await releaseEmail(db, user.email, user, log);
  if (!moved && account.emailVerified === user.emailVerified && account.passwordHash === null) return account;
  return (
    (await updateIdpAccount(db, account.uid, {
      email: user.email,
      emailVerified: user.emailVerified,
      passwordHash: null,
    })) ?? account
  );
}

/**
 * Built-in mode: the identity-provider account an app user signs in through, made or
 * linked on first use. The user's password (users.password_hash) is the one credential;
 * the account only carries the uid the ID token names (users.firebase_uid links them).
 * A Google account made for this address and never registered becomes the user's (Google
 * proved the address); any other unlinked account for the address is replaced, so ID
 * tokens issued before the link never sign into the user. Runs with the user's row
 * locked, so two first sign-ins at once link once.
 */
export async function idpAccountForUser(
  ctx: AppContext,
  userId: string,
  log: FastifyBaseLogger,
): Promise<IdpAccountRow> {
  return ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId, { lock: true });
    if (!user) throw new Error('user vanished during identity-provider sign-in');
    if (user.firebaseUid) {
      const linked = await findIdpAccountByUid(tx, user.firebaseUid);
      if (linked) return mirrorUser(tx, linked, user, log);
    } else {
      const holder = await findIdpAccountByEmail(tx, user.email);
      const proven = holder && !holder.passwordHash && holder.emailVerified;
      if (proven && !(await findUserByFirebaseUid(tx, holder.uid))) {
        const linkedUser = (await updateUser(tx, user.id, { firebaseUid: holder.uid })) ?? user;
        log.info({ feature: 'idp', uid: holder.uid, userId: user.id }, 'identity-provider account linked');
        return mirrorUser(tx, holder, linkedUser, log);
      }
    }
    await releaseEmail(tx, user.email, user, log);
    // A user linked to a uid without an account here (e.g. from Firebase mode) keeps its uid.
    const created = await insertIdpAccount(tx, {
      uid: user.firebaseUid ?? undefined,
      email: user.email,
      passwordHash: null,
      displayName: user.fullName,
      provider: 'password',
      emailVerified: user.emailVerified,
    });
    if (!created) throw new Error('identity-provider account could not be created');
    if (!user.firebaseUid) await updateUser(tx, user.id, { firebaseUid: created.uid });
    log.info({ feature: 'idp', uid: created.uid, userId: user.id }, 'identity-provider account linked');
    return created;
  });
}
