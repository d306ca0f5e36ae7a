import type { NotificationTexts } from '../notification-texts';

/**
 * English (Canada) texts of every notification kind. `{name}` is replaced by that parameter.
 * Stored notifications keep only their kind and parameters, so a change here changes how old
 * notifications read too.
 */
export const enCA: NotificationTexts = {
  'application.received': {
    title: 'New application for "{posting_title}"',
    body: '{applicant_name} applied to "{posting_title}". Review it in your applications inbox.',
    bodyWithCompany:
      'For {company}: {applicant_name} applied to "{posting_title}". Review it in your applications inbox.',
  },
  'application.shortlisted': {
    title: 'You\'re on the shortlist for "{posting_title}"',
    body: '{poster_name} shortlisted your application to "{posting_title}". They may contact you soon.',
  },
  'application.accepted': {
    title: 'You\'re hired for "{posting_title}"',
    body: '{poster_name} accepted your application to "{posting_title}". Congratulations!',
  },
  'application.declined': {
    title: 'Your application to "{posting_title}" was declined',
    body: '{poster_name} declined your application to "{posting_title}".',
    bodyWithMessage:
      '{poster_name} declined your application to "{posting_title}". Their message: "{message}"',
  },
  'support.replied': {
    title: 'Support answered your request {reference}',
    body: 'Our support team answered "{subject}". The reply is in your e-mail and with your support requests.',
  },
  'match.new_job': {
    title: 'New job match: "{posting_title}"',
    body: '{company} posted "{posting_title}", a {match_score}% match for you. Open it to see the details.',
  },
  'job_alert.new_job': {
    title: 'New job for your alert "{alert_name}"',
    body: '{company} posted "{posting_title}", which meets your saved search "{alert_name}".',
  },
};
