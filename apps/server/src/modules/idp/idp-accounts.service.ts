import type { Executor } from '../../db/client';
import * as repo from './idp-accounts.repo';

export type { IdpAccountRow } from './idp-accounts.repo';

/*
 * The built-in identity provider's accounts (idp_accounts), for the other modules: the
 * Google sign-in and Firebase-style social sign-in (auth) and account deletion (account).
 * Each takes the database or the caller's transaction.
 */

export function findIdpAccountByUid(db: Executor, uid: string) {
  return repo.findIdpAccountByUid(db, uid);
}

export function findIdpAccountByEmail(db: Executor, email: string) {
  return repo.findIdpAccountByEmail(db, email);
}

export function findIdpAccountByGoogleSubject(db: Executor, subject: string) {
  return repo.findIdpAccountByGoogleSubject(db, subject);
}

/** Creates the account (a fresh uid unless given); null when its e-mail or Google subject is taken. */
export function createIdpAccount(db: Executor, values: Parameters<typeof repo.insertIdpAccount>[1]) {
  return repo.insertIdpAccount(db, values);
}

export function updateIdpAccount(db: Executor, uid: string, values: Partial<repo.NewIdpAccountRow>) {
  return repo.updateIdpAccount(db, uid, values);
}

/** Deletes the account, so it cannot sign in again (the app user is deleted). */
export function deleteIdpAccount(db: Executor, uid: string) {
  return repo.deleteIdpAccount(db, uid);
}
