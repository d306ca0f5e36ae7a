import { defineMail } from '../../platform/mail/mail-template';

/** After a reset: tells the account's address, so a reset the owner did not make does not go unnoticed. */
export const passwordResetNoticeMail = defineMail('password_reset_notice', (p: { email: string }, t) => ({
  subject: 'Your HireHand password was reset',
  body: [
    'The password of your HireHand account was just reset, and every device signed in to it was signed out.',
    "If this wasn't you, reset your password again right away (we'll email a code to this address):",
    {
      button: 'Reset your password',
      href: `${t.publicUrl}/?${new URLSearchParams({ reset_password: p.email })}`,
    },
    `Need help? Contact us at ${t.supportEmail}.`,
  ],
}));
