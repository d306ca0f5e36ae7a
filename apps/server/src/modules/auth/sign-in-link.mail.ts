import type { MailMessage } from '../../platform/mail/mail-provider';

/**
 * To the owner of an address whose password sign-in the per-account ceiling locked: a
 * one-time link that signs them in anyway, so guessing from elsewhere never locks them out.
 */
export function signInLinkMessage(props: {
  to: string;
  link: string;
  validMinutes: number;
  publicUrl: string;
}): MailMessage {
  return {
    category: 'sign_in_link',
    to: props.to,
    subject: 'Password sign-in to your HireHand account is paused',
    text: [
      'There were many failed attempts to sign in to your HireHand account with a password, so we paused password sign-in for a while.',
      '',
      `If it was you, sign in with this one-time link. It works once, within ${props.validMinutes} minutes:`,
      props.link,
      '',
      'You can also reset your password:',
      `${props.publicUrl}/?${new URLSearchParams({ reset_password: props.to })}`,
      '',
      "If it wasn't you, your password kept your account safe. If you use it anywhere else, consider changing it.",
    ].join('\n'),
  };
}
