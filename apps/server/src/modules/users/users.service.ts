import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE, type Locale } from '@hirehand/shared/locale/locales';
import { canonicalTimeZone } from '@hirehand/shared/locale/time-zones';
import type { Executor } from '../../db/client';
import type { NewUserRow, UserRow } from '../../db/schema/users';
import * as repo from './users.repo';

/** The user over the wire, for every module that answers with one (the presenter stays this module's). */
export { toUserDto } from './users.presenter';

/*
 * The users table, for every module (auth, account, profile, idp, gigs, applications...):
 * they call these, never users.repo.ts. Each takes the database or the caller's
 * transaction, so a caller keeps its own unit of work.
 */

/** The user with this e-mail address, case-insensitively. */
export function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  return repo.findUserByEmail(db, email);
}

/** The user by id; `lock` (inside a transaction) holds the row until it commits. */
export function findUserById(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<UserRow | null> {
  return repo.findUserById(db, id, options);
}

/** The app user linked to an identity-provider account (users.firebase_uid). */
export function findUserByFirebaseUid(db: Executor, uid: string): Promise<UserRow | null> {
  return repo.findUserByFirebaseUid(db, uid);
}

/**
 * Creates the user with its computed trust score (unless one is given, as the demo seed
 * does); null when the e-mail is taken (the unique index decides, so races are safe).
 */
export function createUser(db: Executor, values: NewUserRow): Promise<UserRow | null> {
  return repo.insertUser(db, values);
}

/** Updates the user; when a trust input changed, the stored trust score follows. Null when gone. */
export function updateUser(db: Executor, id: string, values: Partial<NewUserRow>): Promise<UserRow | null> {
  return repo.updateUser(db, id, values);
}

/** Deletes the user; sessions and sign-in exchanges go with it (foreign keys cascade). */
export function deleteUser(db: Executor, id: string): Promise<void> {
  return repo.deleteUser(db, id);
}

/** Marks the user linked to the identity-provider account verified, if it has that e-mail address. */
export function markLinkedUserEmailVerified(db: Executor, uid: string, email: string): Promise<void> {
  return repo.markLinkedUserEmailVerified(db, uid, email);
}

/** Sets the user's picture; the one it replaced, or null when there is no such user (see the repo). */
export function replaceProfilePicture(db: Executor, userId: string, next: string | null) {
  return repo.replaceProfilePicture(db, userId, next);
}

/** Whether the picture at this path is the user's current one. */
export function isCurrentPicture(db: Executor, userId: string, path: string): Promise<boolean> {
  return repo.isCurrentPicture(db, userId, path);
}

/** How a person reads dates and texts: what an e-mail or a notification is rendered with. */
export interface LocaleSettings {
  locale: Locale;
  /** An IANA zone name, for formatDateTime (packages/shared/src/locale/date-time.ts). */
  timeZone: string;
}

/**
 * The locale and time zone to render something for a person in (decision 023), found by user id or
 * by e-mail address (case-insensitively), e.g. `await localeSettingsOf(ctx.db, { email: to })`
 * before enqueuing a mail. A person without an account (a contact-form sender, a newsletter
 * subscriber) or with a zone this runtime no longer knows gets the defaults: en-CA,
 * America/Toronto. Pass the caller's transaction to read inside it.
 */
export async function localeSettingsOf(
  db: Executor,
  who: { userId: string } | { email: string },
): Promise<LocaleSettings> {
  const found = await repo.findLocaleSettings(db, who);
  return {
    locale: found?.locale ?? DEFAULT_LOCALE,
    timeZone: canonicalTimeZone(found?.timeZone) ?? DEFAULT_TIME_ZONE,
  };
}
