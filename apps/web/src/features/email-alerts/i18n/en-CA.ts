/** The unsubscribe page's texts (/unsubscribe, the target of a match e-mail's unsubscribe link). */
export const emailAlerts = {
  title: 'Unsubscribe',
  heading: 'Stop these job e-mails?',
  lead: 'You got this link in a HireHand job match or job alert e-mail. One click stops those e-mails.',
  confirm: 'Unsubscribe',
  working: 'Unsubscribing…',
  missing:
    'This unsubscribe link is incomplete. Open it again from the e-mail, or change your e-mails in Settings.',
  failed: 'We could not unsubscribe you just now. Please try again.',
  done: {
    smart_notification_emails:
      'You will get no more smart notification e-mails. Your in-app notifications stay on.',
    job_alert: 'Your job alert “{{name}}” is deleted: you will get no more e-mails for it.',
    job_alert_gone: 'That job alert is deleted: you will get no more e-mails for it.',
    all: 'You will get no more job match e-mails, and your job alerts are deleted.',
  },
  doneHeading: 'You are unsubscribed',
  preferences: 'Notification settings',
  preferencesHint: 'Change which jobs you hear about, and how often, in Settings or in the AI Matcher.',
  home: 'Back to HireHand',
} as const;
