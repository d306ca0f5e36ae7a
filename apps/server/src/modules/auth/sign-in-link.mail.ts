import { defineMail } from '../../platform/mail/mail-template';

/**
 * To the owner of an address whose password sign-in the per-account ceiling locked: a
 * one-time link that signs them in anyway, so guessing from elsewhere never locks them out.
 * The link is a secret: the mail job's payload is redacted once delivered (decision 020).
 */
export const signInLinkMail = defineMail(
  'sign_in_link',
  (p: { email: string; link: string; validMinutes: number }, t) => ({
    subject: 'Password sign-in to your HireHand account is paused',
    body: [
      'There were many failed attempts to sign in to your HireHand account with a password, so we paused password sign-in for a while.',
      `If it was you, sign in with this one-time link. It works once, within ${p.validMinutes} minutes:`,
      { button: 'Sign in to HireHand', href: p.link },
      'You can also reset your password:',
      {
        button: 'Reset your password',
        href: `${t.publicUrl}/?${new URLSearchParams({ reset_password: p.email })}`,
      },
      "If it wasn't you, your password kept your account safe. If you use it anywhere else, consider changing it.",
    ],
  }),
);
