import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../clock';
import type { JobRunner } from '../jobs/job-types';
import { type MailJobPayload, mailJobHandler } from './mail-job';
import { DEFAULT_MAIL_LOCALE } from './mail-layout';
import type { MailProvider } from './mail-provider';
import type { MailParam, MailTemplate } from './mail-template';

export interface SendMailOptions<P> {
  to: string;
  params: P;
  /** The recipient's locale (default en-CA). */
  locale?: string;
  /** The recipient's IANA time zone for dates (default America/Toronto). */
  timeZone?: string;
  /**
   * One e-mail per key, ever (e.g. `verify:<code id>`): a second send with the key is dropped.
   * Without one, each call is its own e-mail (a random key still guards the job's retries).
   */
  dedupeKey?: string;
  /** Past this moment the e-mail is pointless (a code that expired) and is dropped unsent. */
  notAfter?: Date;
  /** The caller's transaction: the e-mail goes out only if it commits. */
  executor?: Executor;
}

/** `ctx.mail`: e-mail as durable jobs, in one layout (docs/ARCHITECTURE.md, decision 020). */
export interface Mailer {
  /** The provider that delivers (outbox | smtp), for the start-up line. */
  readonly name: MailProvider['name'];
  /** Makes a module's templates known; called from the module's plugin at start-up. */
  register(templates: readonly MailTemplate<never>[]): void;
  /**
   * Queues the e-mail as a mail.send job (in `executor`'s transaction when given): it is
   * rendered and delivered by the job, retried with backoff, and survives a restart. False when
   * the dedupe key was already used.
   */
  send<P extends { [K in keyof P]: MailParam }>(
    template: MailTemplate<P>,
    options: SendMailOptions<P>,
  ): Promise<boolean>;
}

/** Mail tries for about an hour (30 s, 1, 2, 4, 8, 16 min...) before it stays failed. */
const MAIL_JOB_OPTIONS = {
  maxAttempts: 8,
  backoffMs: 30_000,
  maxBackoffMs: 30 * 60_000,
  leaseMs: 2 * 60_000,
};

/** A recipient's locale and time zone, when they have an account (app.ts wires the users module's). */
export type RecipientSettings = (
  email: string,
  executor?: Executor,
) => Promise<{ locale: string; timeZone: string }>;

/** What ctx.mail is built on (registerMail passes the same). */
export interface MailerDeps {
  jobs: JobRunner;
  provider: MailProvider;
  db: Database;
  clock: Clock;
  site: { publicUrl: string; supportEmail: string };
  recipientSettings?: RecipientSettings;
}

export function createMailer(deps: MailerDeps): Mailer {
  const templates = new Map<string, MailTemplate<never>>();
  deps.jobs.register('mail.send', mailJobHandler({ ...deps, templates }), {
    ...MAIL_JOB_OPTIONS,
    // Payloads hold addresses, names and one-time codes: gone once the e-mail is (decision 020).
    redactPayload: true,
  });
  return {
    name: deps.provider.name,
    register(list) {
      for (const template of list) {
        if (templates.has(template.name) && templates.get(template.name) !== template) {
          throw new Error(`mail template ${template.name} is already registered`);
        }
        templates.set(template.name, template);
      }
    },
    async send(template, options) {
      // A template nobody registered would sit in the queue failing: refuse it at once.
      if (templates.get(template.name) !== (template as MailTemplate<never>)) {
        throw new Error(`mail template ${template.name} is not registered`);
      }
      const dedupeKey = options.dedupeKey ?? `${template.name}:${randomUUID()}`;
      // The e-mail reads in the recipient's language and time zone unless the caller says otherwise.
      const recipient =
        options.locale && options.timeZone
          ? undefined
          : await deps.recipientSettings?.(options.to, options.executor);
      const timeZone = options.timeZone ?? recipient?.timeZone;
      const payload: MailJobPayload = {
        template: template.name,
        to: options.to,
        params: options.params as MailJobPayload['params'],
        locale: options.locale ?? recipient?.locale ?? DEFAULT_MAIL_LOCALE,
        ...(timeZone ? { timeZone } : {}),
        dedupeKey,
        ...(options.notAfter ? { notAfter: options.notAfter.toISOString() } : {}),
      };
      const id = await deps.jobs.enqueue('mail.send', payload, {
        dedupeKey: `mail:${dedupeKey}`,
        executor: options.executor,
      });
      return id !== undefined;
    },
  };
}
