import { defineMail } from '../../platform/mail/mail-template';
import { APPLICANT_LINK } from './application-notices';

interface DecisionParams {
  applicantName: string;
  postingTitle: string;
  /** Who answered in the applicant's eyes: the poster, or for a company's posting the company. */
  posterName: string;
  /** The poster's note with a decline, if any. */
  message: string | null;
}

/** The e-mail that tells an applicant they were hired, with a link to their applications. */
export const applicationAcceptedMail = defineMail('application_accepted', (p: DecisionParams, t) => ({
  subject: `You're hired: ${p.postingTitle}`,
  body: [
    `Hello ${p.applicantName},`,
    `Good news: ${p.posterName} accepted your application to "${p.postingTitle}".`,
    'They will be in touch about the next steps.',
    { button: 'See your applications', href: `${t.publicUrl}${APPLICANT_LINK}` },
    'The HireHand team',
  ],
}));

/** The e-mail that tells an applicant they were declined, with the poster's note when there is one. */
export const applicationDeclinedMail = defineMail('application_declined', (p: DecisionParams, t) => ({
  subject: `Your application to ${p.postingTitle}`,
  body: [
    `Hello ${p.applicantName},`,
    `${p.posterName} declined your application to "${p.postingTitle}".`,
    ...(p.message ? ['Their message:', { quote: p.message }] : []),
    { button: 'See your applications', href: `${t.publicUrl}${APPLICANT_LINK}` },
    'The HireHand team',
  ],
}));

/** Every e-mail of the applications module, registered by applications.routes.ts. */
export const APPLICATION_MAILS = [applicationAcceptedMail, applicationDeclinedMail];
