import { RETENTION_DAYS, retentionCutoff } from '@hirehand/shared/legal/retention';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import type { JobRunner } from '../jobs/job-types';
import { deleteSessionsEndedBefore } from './sessions';

const HOUR_MS = 60 * 60_000;

/**
 * Every hour, deletes sessions that ended (signed out, or their token ran out) more than
 * RETENTION_DAYS.endedSessions ago (decision 021): the data export lists a person's recent
 * sign-ins; the longer record of security events is the audit trail's.
 */
export function registerSessionRetention({
  jobs,
  db,
  clock,
}: {
  jobs: JobRunner;
  db: Database;
  clock: Clock;
}) {
  jobs.every('sessions.retention', HOUR_MS, async (tick) => {
    const deleted = await deleteSessionsEndedBefore(
      db,
      retentionCutoff(clock.now(), RETENTION_DAYS.endedSessions),
    );
    tick.log.info({ feature: 'retention', deleted }, 'ended sessions deleted');
  });
}
