import { CODE_TTL_SECONDS } from '@hirehand/shared/auth/verification';
import type { MailMessage } from '../../platform/mail/mail-provider';
import type { CodePurpose } from './verification.repo';

const MINUTES = CODE_TTL_SECONDS / 60;

/** The link of the verification e-mail; the client page /email-verified verifies without typing. */
export function verificationLink(publicUrl: string, email: string, code: string) {
  const query = new URLSearchParams({ email, code });
  return `${publicUrl}/email-verified?${query.toString()}`;
}

/** The e-mail that carries a code: verify the address, or reset the password. */
export function codeMail(props: {
  purpose: CodePurpose;
  to: string;
  code: string;
  publicUrl: string;
}): MailMessage {
  const { purpose, to, code, publicUrl } = props;
  if (purpose === 'verify_email') {
    const link = verificationLink(publicUrl, to, code);
    return {
      category: 'verify_email',
      to,
      subject: 'Your HireHand verification code',
      text: [
        'Welcome to HireHand!',
        '',
        `Your verification code is ${code}. It expires in ${MINUTES} minutes.`,
        '',
        `Or verify your email with one click: ${link}`,
        '',
        "If you didn't create a HireHand account, you can ignore this email.",
      ].join('\n'),
    };
  }
  return {
    category: 'reset_password',
    to,
    subject: 'Reset your HireHand password',
    text: [
      'We received a request to reset the password of your HireHand account.',
      '',
      `Your password reset code is ${code}. It expires in ${MINUTES} minutes.`,
      '',
      "If you didn't ask for this, you can ignore this email; your password stays the same.",
    ].join('\n'),
  };
}
