import type { NewNotification } from '../notifications/notifications.service';

/** Where each side reads about applications in the client. */
export const POSTER_INBOX_LINK = '/dashboard?tab=inbox';
export const APPLICANT_LINK = '/dashboard?tab=applications';

export type Decision = 'shortlisted' | 'accepted' | 'declined';

/** The poster's notice of a new application. */
export function applicationReceivedNotice(props: {
  posterId: string;
  applicantName: string;
  postingTitle: string;
}): NewNotification {
  return {
    userId: props.posterId,
    kind: 'application.received',
    title: `New application for "${props.postingTitle}"`,
    body: `${props.applicantName} applied to "${props.postingTitle}". Review it in your applications inbox.`,
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
  const { decision, postingTitle: title, posterName } = props;
  const base = { userId: props.applicantId, kind: `application.${decision}` as const, link: APPLICANT_LINK };
  if (decision === 'shortlisted') {
    return {
      ...base,
      title: `You're on the shortlist for "${title}"`,
      body: `${posterName} shortlisted your application to "${title}". They may contact you soon.`,
    };
  }
  if (decision === 'accepted') {
    return {
      ...base,
      title: `You're hired for "${title}"`,
      body: `${posterName} accepted your application to "${title}". Congratulations!`,
    };
  }
  const note = props.message ? ` Their message: "${props.message}"` : '';
  return {
    ...base,
    title: `Your application to "${title}" was declined`,
    body: `${posterName} declined your application to "${title}".${note}`,
  };
}
