import { defineMail } from '../../platform/mail/mail-template';

/** The "verify your e-mail address" message of the identity provider, with its one-click link. */
export const idpVerifyEmailMail = defineMail(
  'idp_verify_email',
  (p: { link: string; displayName: string | null }) => ({
    subject: 'Verify your email for HireHand',
    body: [
      p.displayName ? `Hello ${p.displayName},` : 'Hello,',
      'Follow this link to verify your email address:',
      { button: 'Verify your email', href: p.link },
      "If you didn't ask to verify this address, you can ignore this email.",
      { lines: ['Thanks,', 'The HireHand team'] },
    ],
  }),
);

/** Every e-mail of the identity provider, registered by idp.routes.ts. */
export const IDP_MAILS = [idpVerifyEmailMail];
