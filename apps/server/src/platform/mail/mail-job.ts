import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import type { JobContext } from '../jobs/job-types';
import { recordDelivery, wasDelivered } from './mail-deliveries';
import { DEFAULT_MAIL_LOCALE, DEFAULT_MAIL_TIME_ZONE, renderLayout } from './mail-layout';
import type { MailProvider } from './mail-provider';
import type { MailParam, MailTemplate, MailTools } from './mail-template';

/** The mail.send job's payload: what the e-mail needs, stored until it is delivered, then redacted. */
export interface MailJobPayload {
  /** The template's name (registered at start-up by the module that owns it). */
  template: string;
  to: string;
  params: { [key: string]: MailParam };
  /** The recipient's locale (en-CA is the only one today). */
  locale: string;
  /** The recipient's IANA time zone for dates in the e-mail; America/Toronto when absent. */
  timeZone?: string;
  /** One e-mail per key, ever: the job's dedupe key and the delivery record's. */
  dedupeKey: string;
  /** ISO time after which the e-mail is pointless (an expired code) and is dropped unsent. */
  notAfter?: string;
}

/** The time zone if Intl knows it, else the default: a bad zone must not fail the e-mail forever. */
function usableTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return DEFAULT_MAIL_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_MAIL_TIME_ZONE;
  }
}

export function mailTools(
  payload: Pick<MailJobPayload, 'locale' | 'timeZone'>,
  site: { publicUrl: string; supportEmail: string },
): MailTools {
  const locale = payload.locale || DEFAULT_MAIL_LOCALE;
  const timeZone = usableTimeZone(payload.timeZone);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
  return { ...site, locale, timeZone, formatDate: (value) => format.format(new Date(value)) };
}

export interface MailJobDeps {
  db: Database;
  clock: Clock;
  provider: MailProvider;
  templates: ReadonlyMap<string, MailTemplate<never>>;
  site: { publicUrl: string; supportEmail: string };
}

/**
 * The mail.send handler: drops a stale e-mail, skips a dedupe key already delivered, renders
 * the template in the one layout, hands it to the provider, and records the delivery. A crash
 * between the provider's answer and the record sends again only through SMTP, and then with
 * the same Message-ID; the outbox stores a key once (decision 020). Never logs the payload.
 */
export function mailJobHandler(deps: MailJobDeps) {
  return async (payload: MailJobPayload, job: JobContext) => {
    const log: FastifyBaseLogger = job.log.child({ feature: 'mail', template: payload.template });
    if (payload.notAfter && deps.clock.now() >= new Date(payload.notAfter)) {
      log.info('e-mail dropped: it was no longer useful when its turn came');
      return;
    }
    const template = deps.templates.get(payload.template) as
      | MailTemplate<MailJobPayload['params']>
      | undefined;
    // Thrown, so the job is retried: during a rolling deploy a newer instance knows the template.
    if (!template) throw new Error(`mail template ${payload.template} is not registered`);
    if (await wasDelivered(deps.db, payload.dedupeKey)) {
      // A run that crashed after the record: finish its bookkeeping (the hooks are idempotent).
      await template.onDelivered?.(payload.params, { db: deps.db, now: deps.clock.now() });
      log.info('e-mail already delivered; not sent again');
      return;
    }
    const tools = mailTools(payload, deps.site);
    const rendered = renderLayout(template.render(payload.params, tools), {
      locale: tools.locale,
      publicUrl: deps.site.publicUrl,
      supportEmail: deps.site.supportEmail,
    });
    await deps.provider.send({
      category: template.name,
      to: payload.to,
      dedupeKey: payload.dedupeKey,
      ...rendered,
    });
    const now = deps.clock.now();
    await recordDelivery(deps.db, {
      dedupeKey: payload.dedupeKey,
      template: template.name,
      deliveredAt: now,
    });
    await template.onDelivered?.(payload.params, { db: deps.db, now });
  };
}
