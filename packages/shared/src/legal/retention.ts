/**
 * How long records that have done their job are kept before a recurring job deletes them
 * (decision 021). The server's retention jobs and the privacy page read these numbers, so what
 * the page promises is what runs. Days, counted from the moment named in each comment.
 */
export const RETENTION_DAYS = {
  /** One-time e-mail codes, from their expiry (a used code expires too). */
  verificationCodes: 1,
  /** Google sign-in exchanges, from their expiry (used ones too: they expire within minutes). */
  signInExchanges: 1,
  /** Sign-ins (sessions), from when they were signed out or their 30-day token ran out. */
  endedSessions: 90,
  /** E-mails kept in the outbox (the embedded mail provider), from when they were stored. */
  outboxMail: 30,
  /** The record that an e-mail was sent (its dedupe key, no address or content), from sending. */
  mailDeliveries: 30,
  /** Background jobs that succeeded, from when they finished. */
  succeededJobs: 7,
  /** Background jobs that failed for good, from when they finished (kept longer to investigate). */
  failedJobs: 30,
  /** The log of recurring-job runs, from when they started. */
  recurringJobRuns: 7,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which a record kept `days` is deleted, seen from `now`. */
export const retentionCutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
