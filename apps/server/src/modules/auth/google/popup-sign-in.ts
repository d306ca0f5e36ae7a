import type { IdpPopupResult } from '@hirehand/shared/auth/google';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { GoogleProfile } from '../../../platform/identity/google-oauth';
import { issueIdToken } from '../../idp/idp.service';
import {
  createIdpAccount,
  findIdpAccountByEmail,
  findIdpAccountByGoogleSubject,
  type IdpAccountRow,
  updateIdpAccount,
} from '../../idp/idp-accounts.service';

/** The account is disabled: the popup reports auth/user-disabled. */
export class IdpAccountDisabledError extends Error {}

async function findOrCreateAccount(ctx: AppContext, profile: GoogleProfile): Promise<IdpAccountRow> {
  const bySubject = await findIdpAccountByGoogleSubject(ctx.db, profile.subject);
  if (bySubject) return bySubject;
  const byEmail = await findIdpAccountByEmail(ctx.db, profile.email);
  if (byEmail && !byEmail.googleSubject) {
    // Google verified the address, so it may join the account that already has it (as Firebase links).
    // A password set by someone who never proved the address goes (as Firebase does), so it cannot
    // ride along into the account Google's sign-in registers.
    const linked = await updateIdpAccount(ctx.db, byEmail.uid, {
      googleSubject: profile.subject,
      emailVerified: true,
      ...(byEmail.emailVerified ? {} : { passwordHash: null }),
      displayName: byEmail.displayName ?? profile.name,
      photoUrl: byEmail.photoUrl ?? profile.picture,
    });
    if (linked) return linked;
  }
  if (byEmail) return byEmail;
  const created = await createIdpAccount(ctx.db, {
    email: profile.email,
    displayName: profile.name,
    photoUrl: profile.picture,
    provider: 'google.com',
    googleSubject: profile.subject,
    emailVerified: true,
  });
  if (created) return created;
  // A concurrent first sign-in won at a unique index: use its row.
  const winner =
    (await findIdpAccountByGoogleSubject(ctx.db, profile.subject)) ??
    (await findIdpAccountByEmail(ctx.db, profile.email));
  if (!winner) throw new Error('identity account vanished during Google sign-in');
  return winner;
}

/**
 * Finishes the popup flow: finds or creates the identity-provider account
 * (provider google.com) and returns what the popup posts to the auth modal, with
 * an ID token the modal hands to /api/auth/firebase-login.
 */
export async function completePopupSignIn(props: {
  ctx: AppContext;
  profile: GoogleProfile;
  log: FastifyBaseLogger;
}): Promise<Omit<IdpPopupResult, 'type'>> {
  const { ctx, profile, log } = props;
  const found = await findOrCreateAccount(ctx, profile);
  if (found.disabled) {
    log.warn({ feature: 'idp', uid: found.uid, provider: 'google' }, 'disabled account tried Google sign-in');
    throw new IdpAccountDisabledError();
  }
  const account = (await updateIdpAccount(ctx.db, found.uid, { lastSignInAt: ctx.clock.now() })) ?? found;
  log.info({ feature: 'idp', uid: account.uid, provider: 'google' }, 'identity signed in with Google');
  return {
    id_token: await issueIdToken(ctx, account),
    email: account.email,
    display_name: account.displayName,
    photo_url: account.photoUrl,
  };
}
