import { CODE_TTL_SECONDS } from '@hirehand/shared/auth/verification';
import { defineMail } from '../../platform/mail/mail-template';
import { passwordResetNoticeMail } from './password-reset.mail';
import { signInLinkMail } from './sign-in-link.mail';

const MINUTES = CODE_TTL_SECONDS / 60;

/** The link of the verification e-mail; the client page /email-verified verifies without typing. */
export function verificationLink(publicUrl: string, email: string, code: string) {
  const query = new URLSearchParams({ email, code });
  return `${publicUrl}/email-verified?${query.toString()}`;
}

/** The e-mail that carries a sign-up (or new address) verification code, with a one-click link. */
export const verifyEmailMail = defineMail('verify_email', (p: { email: string; code: string }, t) => ({
  subject: 'Your HireHand verification code',
  body: [
    'Welcome to HireHand!',
    `Your verification code is ${p.code}. It expires in ${MINUTES} minutes.`,
    { code: p.code },
    { button: 'Verify your email', href: verificationLink(t.publicUrl, p.email, p.code) },
    "If you didn't create a HireHand account, you can ignore this email.",
  ],
}));

/** The e-mail that carries a password reset code. */
export const resetPasswordMail = defineMail('reset_password', (p: { code: string }) => ({
  subject: 'Reset your HireHand password',
  body: [
    'We received a request to reset the password of your HireHand account.',
    `Your password reset code is ${p.code}. It expires in ${MINUTES} minutes.`,
    { code: p.code },
    "If you didn't ask for this, you can ignore this email; your password stays the same.",
  ],
}));

/** Every e-mail of the verification flows, registered by verification.routes.ts. */
export const VERIFICATION_MAILS = [
  verifyEmailMail,
  resetPasswordMail,
  passwordResetNoticeMail,
  signInLinkMail,
];
