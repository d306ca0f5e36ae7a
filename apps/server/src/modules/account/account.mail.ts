import { defineMail } from '../../platform/mail/mail-template';

/** The web app opens its password reset step from this link, the e-mail filled (`?reset_password=`). */
export const resetLink = (publicUrl: string, email: string) =>
  `${publicUrl}/?${new URLSearchParams({ reset_password: email })}`;

/**
 * Tells the OLD address that the account moved, so a hijack does not go unnoticed. Its owner
 * can no longer reset from this address, so the support address comes first.
 */
export const emailChangedMail = defineMail('email_changed', (p: { newEmail: string }, t) => ({
  subject: 'Your HireHand email address was changed',
  body: [
    `The email address of your HireHand account was changed to ${p.newEmail}.`,
    `If this wasn't you, contact us right away at ${t.supportEmail}: this address no longer receives the account's password reset codes.`,
    'If you can still sign in, reset the password from here as well:',
    { button: 'Reset your password', href: resetLink(t.publicUrl, p.newEmail) },
  ],
}));

/** Tells the account's address that its password changed (the other devices were signed out). */
export const passwordChangedMail = defineMail('password_changed', (p: { email: string }, t) => ({
  subject: 'Your HireHand password was changed',
  body: [
    'The password of your HireHand account was just changed in Settings, and your other devices were signed out.',
    "If this wasn't you, reset your password right away (we'll email a code to this address):",
    { button: 'Reset your password', href: resetLink(t.publicUrl, p.email) },
    `Need help? Contact us at ${t.supportEmail}.`,
  ],
}));

/** Every e-mail of the account module, registered by account.routes.ts. */
export const ACCOUNT_MAILS = [emailChangedMail, passwordChangedMail];
