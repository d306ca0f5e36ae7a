import type { MailJobPayload } from '../mail/mail-job';

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
}
