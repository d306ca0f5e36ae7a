import type { NewNotification } from '../notifications/notifications.service';

/** Where each side reads about applications in the client. */
export const POSTER_INBOX_LINK = '/dashboard?tab=inbox';
export const APPLICANT_LINK = '/dashboard?tab=applications';

export type Decision = 'shortlisted' | 'accepted' | 'declined';

/*
 * Notices are stored as a kind and its parameters; their sentences live in the text table
 * (packages/shared/src/notifications/texts/) and are rendered in the reader's locale when read.
 */

/** The poster's notice of a new application. */
export function applicationReceivedNotice(props: {
  posterId: string;
  applicantName: string;
  postingTitle: string;
}): NewNotification {
  return {
    userId: props.posterId,
    kind: 'application.received',
    params: { posting_title: props.postingTitle, applicant_name: props.applicantName },
    link: POSTER_INBOX_LINK,
  };
}

/** The applicant's notice of the poster's answer; a decline carries the poster's note. */
export function decisionNotice(props: {
  applicantId: string;
  decision: Decision;
  postingTitle: string;
  posterName: string;
  message: string | null;
}): NewNotification {
  const base = { userId: props.applicantId, link: APPLICANT_LINK };
  const named = { posting_title: props.postingTitle, poster_name: props.posterName };
  if (props.decision === 'declined') {
    return { ...base, kind: 'application.declined', params: { ...named, message: props.message } };
  }
  return { ...base, kind: `application.${props.decision}`, params: named };
}
