import { RETENTION_DAYS, retentionCutoff } from '@hirehand/shared/legal/retention';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import type { JobRunner } from '../jobs/job-types';
import { pruneMail } from './mail-deliveries';
import type { MailProvider } from './mail-provider';
import { createMailer, type Mailer, type RecipientSettings } from './mailer';

const HOUR_MS = 60 * 60_000;

/**
 * Builds ctx.mail on the job runner (the mail.send job) and the hourly retention tick for the
 * outbox and the delivery records (decision 021). Modules register their templates from their
 * own plugins, before the worker starts (onReady).
 */
export function registerMail(deps: {
  jobs: JobRunner;
  provider: MailProvider;
  db: Database;
  clock: Clock;
  site: { publicUrl: string; supportEmail: string };
  recipientSettings?: RecipientSettings;
}): Mailer {
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
