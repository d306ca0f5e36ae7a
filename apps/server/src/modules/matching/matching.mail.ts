import { defineMail } from '../../platform/mail/mail-template';

/**
 * The match e-mails (decision 039). Every link is made by the service with a signed token: the
 * job links go through the click redirect, the image records the opening, the unsubscribe link
 * stops these e-mails in one click (RFC 8058 headers from the layout).
 */

const scoreText = (score: number | null) => (score === null ? null : `${score}% match`);

/** One job, sent right away (immediate smart notifications, or an alert on a paid plan). */
export const newMatchMail = defineMail(
  'match_new_job',
  (
    p: {
      name: string;
      title: string;
      company: string;
      place: string;
      pay: string;
      score: number | null;
      alertName: string | null;
      jobUrl: string;
      openUrl: string;
      unsubscribeUrl: string;
      preferencesUrl: string;
    },
    _t,
  ) => ({
    subject: p.alertName ? `New job for "${p.alertName}": ${p.title}` : `New job match: ${p.title}`,
    body: [
      `Hello ${p.name},`,
      p.alertName
        ? `A new job meets your saved search "${p.alertName}".`
        : 'A new job meets your smart notification preferences.',
      { lines: [p.title, [p.company, p.place, p.pay, scoreText(p.score)].filter(Boolean).join(' · ')] },
      { button: 'View the job', href: p.jobUrl },
      `Change which jobs you hear about and how often: ${p.preferencesUrl}`,
    ],
    unsubscribeUrl: p.unsubscribeUrl,
    trackingImageUrl: p.openUrl,
  }),
);

/**
 * The daily or weekly digest: the period's new matches, best first. Lists travel as parallel
 * string lists (mail parameters are JSON scalars and string lists).
 */
export const matchDigestMail = defineMail(
  'match_digest',
  (
    p: {
      name: string;
      frequency: 'daily' | 'weekly';
      titles: readonly string[];
      details: readonly string[];
      jobUrls: readonly string[];
      openUrl: string;
      unsubscribeUrl: string;
      preferencesUrl: string;
    },
    _t,
  ) => {
    const count = p.titles.length;
    const period = p.frequency === 'daily' ? 'today' : 'this week';
    return {
      subject: `${count} new job ${count === 1 ? 'match' : 'matches'} ${period}`,
      body: [
        `Hello ${p.name},`,
        `${count === 1 ? 'This new job meets' : `These ${count} new jobs meet`} your preferences, best match first.`,
        ...p.titles.flatMap((title, i) => [
          { lines: [`${i + 1}. ${title}`, p.details[i] ?? ''] },
          { button: 'View the job', href: p.jobUrls[i] ?? p.preferencesUrl },
        ]),
        `Change which jobs you hear about and how often: ${p.preferencesUrl}`,
      ],
      unsubscribeUrl: p.unsubscribeUrl,
      trackingImageUrl: p.openUrl,
    };
  },
);

export const MATCHING_MAILS = [newMatchMail, matchDigestMail];
