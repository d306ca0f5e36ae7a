import type { MailMessage } from '../../platform/mail/mail-provider';

/** After a reset: tells the account's address, so a reset the owner did not make does not go unnoticed. */
export function passwordResetNotice(props: {
  to: string;
  publicUrl: string;
  supportEmail: string;
}): MailMessage {
  return {
    category: 'password_reset_notice',
    to: props.to,
    subject: 'Your HireHand password was reset',
    text: [
      'The password of your HireHand account was just reset, and every device signed in to it was signed out.',
      '',
      "If this wasn't you, reset your password again right away (we'll email a code to this address):",
      `${props.publicUrl}/?${new URLSearchParams({ reset_password: props.to })}`,
      '',
      `Need help? Contact us at ${props.supportEmail}.`,
    ].join('\n'),
  };
}
