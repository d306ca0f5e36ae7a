import type { MailMessage } from '../../platform/mail/mail-provider';

/** The "verify your e-mail address" message of the identity provider, with its one-click link. */
export function verifyEmailMessage(opts: {
  to: string;
  link: string;
  displayName: string | null;
}): MailMessage {
  const greeting = opts.displayName ? `Hello ${opts.displayName},` : 'Hello,';
  return {
    category: 'idp_verify_email',
    to: opts.to,
    subject: 'Verify your email for HireHand',
    text: [
      greeting,
      '',
      'Follow this link to verify your email address:',
      opts.link,
      '',
      "If you didn't ask to verify this address, you can ignore this email.",
      '',
      'Thanks,',
      'The HireHand team',
    ].join('\n'),
  };
}
