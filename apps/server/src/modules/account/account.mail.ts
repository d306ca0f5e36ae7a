import type { MailMessage } from '../../platform/mail/mail-provider';

/** What to do when the change was not the owner's: reset the password from the sign-in form. */
const ifThisWasntYou = (publicUrl: string, supportEmail: string) => [
  'If this wasn\'t you, reset your password right away: open the link below, choose Sign In, then "Forgot your password?".',
  `${publicUrl}/`,
  '',
  `Need help? Contact us at ${supportEmail}.`,
];

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
      `If you didn't make this change, contact us right away at ${props.supportEmail}: this address no longer receives the account's password reset codes.`,
      '',
      ...ifThisWasntYou(props.publicUrl, props.supportEmail),
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
      ...ifThisWasntYou(props.publicUrl, props.supportEmail),
    ].join('\n'),
  };
}
