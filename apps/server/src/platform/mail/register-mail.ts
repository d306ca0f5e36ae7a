import { RETENTION_DAYS, retentionCutoff } from '@hirehand/shared/legal/retention';
import { pruneMail } from './mail-deliveries';
import { createMailer, type Mailer, type MailerDeps } from './mailer';

const HOUR_MS = 60 * 60_000;

/**
 * Builds ctx.mail on the job runner (the mail.send job) and the hourly retention tick for the
 * outbox and the delivery records (decision 021). Modules register their templates from their
 * own plugins, before the worker starts (onReady).
 */
export function registerMail(deps: MailerDeps): Mailer {
  const mailer = createMailer(deps);
  deps.jobs.every('mail.retention', HOUR_MS, async (tick) => {
    const now = deps.clock.now();
    const deleted = await pruneMail(deps.db, {
      outboxBefore: retentionCutoff(now, RETENTION_DAYS.outboxMail),
      deliveriesBefore: retentionCutoff(now, RETENTION_DAYS.mailDeliveries),
    });
    tick.log.info({ feature: 'retention', ...deleted }, 'old mail records deleted');
  });
  return mailer;
}
