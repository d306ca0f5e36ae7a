import type { MailMessage } from '../../platform/mail/mail-provider';
import { APPLICANT_LINK } from './application-notices';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail that tells an applicant they were hired or declined, with a link to their applications. */
export function decisionMail(props: {
  to: string;
  applicantName: string;
  decision: 'accepted' | 'declined';
  postingTitle: string;
  posterName: string;
  message: string | null;
  publicUrl: string;
}): MailMessage {
  const { decision, postingTitle: title, posterName } = props;
  const link = `${props.publicUrl}${APPLICANT_LINK}`;
  const accepted = decision === 'accepted';
  const subject = accepted ? `You're hired: ${title}` : `Your application to ${title}`;
  const lines = accepted
    ? [
        `Good news: ${posterName} accepted your application to "${title}".`,
        'They will be in touch about the next steps.',
      ]
    : [`${posterName} declined your application to "${title}".`];
  const note = !accepted && props.message ? props.message : null;
  const text = [
    `Hello ${props.applicantName},`,
    '',
    ...lines,
    ...(note ? ['', 'Their message:', note] : []),
    '',
    `See your applications: ${link}`,
    '',
    'The HireHand team',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(props.applicantName)},</p>`,
    `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
    note ? `<p>Their message:</p><blockquote>${escapeHtml(note)}</blockquote>` : '',
    `<p><a href="${escapeHtml(link)}">See your applications</a></p>`,
    '<p>The HireHand team</p>',
  ].join('\n');
  return { category: `application_${decision}`, to: props.to, subject, text, html };
}
