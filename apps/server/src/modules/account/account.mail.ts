import { defineMail } from '../../platform/mail/mail-template';

/** Tells the old address that the account moved, so a hijack does not go unnoticed. */
export const emailChangedMail = defineMail('email_changed', (p: { newEmail: string }, t) => ({
  subject: 'Your HireHand email address was changed',
  body: [
    `The email address of your HireHand account was changed to ${p.newEmail}.`,
    `If you didn't make this change, contact us right away at ${t.supportEmail}.`,
  ],
}));

/** Every e-mail of the account module, registered by account.routes.ts. */
export const ACCOUNT_MAILS = [emailChangedMail];
