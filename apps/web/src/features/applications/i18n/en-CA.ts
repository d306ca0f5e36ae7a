import { APPLICATION_MESSAGES, GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';

/** Texts of the applications feature (en-CA). */
export const applications = {
  apply: {
    title: 'Apply for "{{title}}"',
    intro: 'Tell the poster why you are a good fit. Rate and timeline are optional.',
    close: 'Close',
    coverLetter: 'Cover letter',
    coverLetterPlaceholder: 'Introduce yourself and describe how you would do this work...',
    coverLetterHint: 'Up to {{max}} characters.',
    proposedRate: 'Proposed rate ($)',
    proposedRateHint: 'In Canadian dollars. Leave empty to discuss later.',
    proposedTimeline: 'Proposed timeline (days)',
    proposedTimelineHint: 'How many days you need. Leave empty to discuss later.',
    rateInvalid: 'Enter a rate of $0 or more',
    timelineInvalid: 'Enter a whole number of days, 1 or more',
    cancel: 'Cancel',
    submit: 'Submit Application',
    submitting: 'Submitting…',
    errors: {
      coverLetterRequired: APPLICATION_MESSAGES.coverLetterRequired,
      failed: APPLICATION_MESSAGES.failed,
      network: GIG_MESSAGES.networkError,
    },
    submitted: APPLICATION_MESSAGES.submitted,
    // "applications" agrees with the limit ("1 of 5 applications"), so one form for every count.
    applicationsLeft: '{{left}} of {{limit}} applications left this month',
    upgrade: 'Upgrade',
  },
} as const;
