import type { MailMessage } from '../../platform/mail/mail-provider';

/** Tells the old address that the account moved, so a hijack does not go unnoticed. */
export function emailChangedNotice(props: {
  oldEmail: string;
  newEmail: string;
  supportEmail: string;
}): MailMessage {
  return {
    category: 'email_changed',
    to: props.oldEmail,
    subject: 'Your HireHand email address was changed',
    text: [
      `The email address of your HireHand account was changed to ${props.newEmail}.`,
      '',
      `If you didn't make this change, contact us right away at ${props.supportEmail}.`,
    ].join('\n'),
  };
}
