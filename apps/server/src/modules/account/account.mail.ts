import type { MailMessage } from '../../platform/mail/mail-provider';

/** The web app opens its password reset step from this link, the e-mail filled (`?reset_password=`). */
const resetLink = (publicUrl: string, email: string) =>
  `${publicUrl}/?${new URLSearchParams({ reset_password: email })}`;

/**
 * Tells the OLD address that the account moved, so a hijack does not go unnoticed. Its owner
 * can no longer reset from this address, so the support address comes first.
 */
export function emailChangedNotice(props: {
  oldEmail: string;
  newEmail: string;
  publicUrl: string;
  supportEmail: string;
}): MailMessage {
  return {
    category: 'email_changed',
    to: props.oldEmail,
    subject: 'Your HireHand email address was changed',
    text: [
      `The email address of your HireHand account was changed to ${props.newEmail}.`,
      '',
      `If this wasn't you, contact us right away at ${props.supportEmail}: this address no longer receives the account's password reset codes.`,
      '',
      'If you can still sign in, reset the password from here as well:',
      resetLink(props.publicUrl, props.newEmail),
    ].join('\n'),
  };
}

/** Tells the account's address that its password changed (the other devices were signed out). */
export function passwordChangedNotice(props: {
  to: string;
  publicUrl: string;
  supportEmail: string;
}): MailMessage {
  return {
    category: 'password_changed',
    to: props.to,
    subject: 'Your HireHand password was changed',
    text: [
      'The password of your HireHand account was just changed in Settings, and your other devices were signed out.',
      '',
      "If this wasn't you, reset your password right away (we'll email a code to this address):",
      resetLink(props.publicUrl, props.to),
      '',
      `Need help? Contact us at ${props.supportEmail}.`,
    ].join('\n'),
  };
}
