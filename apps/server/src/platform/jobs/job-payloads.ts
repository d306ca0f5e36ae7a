import type { MailJobPayload } from '../mail/mail-job';
import type { PaymentEventPayload } from '../payments/payment-event-payload';

/**
 * Every durable job by name, with the payload it carries. `jobs.register` and `jobs.enqueue`
 * take their payload type from here, so a wrong payload or an unknown name fails the
 * typecheck (job-payloads.unit.test.ts proves it on a fixture). A new job is added here
 * first, then registered in its module's `<module>.jobs.ts` from the module's plugin.
 *
 * Payloads are stored as JSON and come back as JSON: ids, strings, numbers and ISO dates,
 * never rows, Date objects or class instances. A payload that must hold a secret (a mailed
 * code) is registered with `redactPayload`, and is never logged (decision 020).
 */
export interface JobPayloads {
  /** One e-mail: rendered from its template and delivered through the mail provider (platform/mail). */
  'mail.send': MailJobPayload;
  /** The per-account sign-in ceiling locked an address: e-mail its owner a one-time sign-in link. */
  'auth.sign-in-locked': { email: string };
  /**
   * One provider event to apply (the payments module's handler, idempotent by event id): the
   * Stripe webhook route and the sandbox enqueue the same job.
   */
  'payments.apply_event': PaymentEventPayload;
  /** A verified webhook delivery (Stripe's event JSON), mapped to a PaymentEvent when its job runs. */
  'payments.webhook_delivery': { provider: 'stripe'; eventId: string; json: string };
  /** The sandbox provider: an open checkout session lapses at its expiry. */
  'payments.sandbox.expire_session': { sessionId: string };
  /** The sandbox provider: a subscription's period (or trial) ends: renew, end the trial or cancel. */
  'payments.sandbox.period_end': { subscriptionId: string; periodEnd: string };
  /** The sandbox provider: a trial ends in 2 days (Stripe's trial_will_end). */
  'payments.sandbox.trial_will_end': { subscriptionId: string; trialEnd: string };
  /**
   * A job-mode posting opened (created open, or paid for): the matching module delivers it to the
   * workers whose smart notifications or job alerts it meets (decision 039). Enqueued by the gigs
   * service in the transaction that opened it, one per posting (dedupe key).
   */
  'matching.posting_opened': { postingId: string };
  /**
   * One worker's daily or weekly digest e-mail of the period (`period`: their local date, or ISO
   * week such as 2026-W48), enqueued by the matching tick once per worker and period (decision 039).
   */
  'matching.digest': { userId: string; frequency: 'daily' | 'weekly'; period: string };
  /**
   * A company's name changed: the gigs module gives the company's postings its current name (their
   * `company` copy). Enqueued by the companies service in the rename's transaction, so the change
   * and the job commit together; companies never imports gigs (gigs asks companies), decision 042.
   */
  'gigs.company_renamed': { companyId: string };
  /** A team invitation reaches its expiry: pending with this very expiry → expired (decision 042). */
  'teams.invitation_expire': { invitationId: string; expiresAt: string };
  /**
   * The reminder e-mail before a team invitation ends, once per invitation and expiry. It repeats
   * the accept link, so it carries the token and is registered with redactPayload.
   */
  'teams.invitation_reminder': { invitationId: string; expiresAt: string; token: string };
}
