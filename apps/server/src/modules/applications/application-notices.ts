import type { NewNotification } from '../notifications/notifications.service';

/** Where each side reads about applications in the client. */
export const POSTER_INBOX_LINK = '/dashboard?tab=inbox';
export const APPLICANT_LINK = '/dashboard?tab=applications';

export type Decision = 'shortlisted' | 'accepted' | 'declined';

/*
 * Notices are stored as a kind and its parameters; their sentences live in the text table
 * (packages/shared/src/notifications/texts/) and are rendered in the reader's locale when read.
 */

/**
 * The poster's notice of a new application; for a company's posting it names the company
 * (`company`), so a poster on several teams knows which one the job is for.
 */
export function applicationReceivedNotice(props: {
  posterId: string;
  applicantName: string;
  postingTitle: string;
  company: string | null;
}): NewNotification {
  return {
    userId: props.posterId,
    kind: 'application.received',
    params: {
      posting_title: props.postingTitle,
      applicant_name: props.applicantName,
      ...(props.company ? { company: props.company } : {}),
    },
    link: POSTER_INBOX_LINK,
  };
}

/**
 * The applicant's notice of the answer; a decline carries the note. `posterName` is who answers
 * in the applicant's eyes: the poster, or for a company's posting the company (never the team
 * member who clicked).
 */
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
