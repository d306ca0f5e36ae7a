import { JOB_ALERT_ERRORS } from '@hirehand/shared/matching/job-alert-errors';
import type { JobAlertRow } from '../../db/schema/matching';
import { errors } from '../../platform/errors';

/** Only its owner sees or deletes an alert. */
export const canManageJobAlert = (userId: string, alert: JobAlertRow | null): alert is JobAlertRow =>
  alert !== null && alert.userId === userId;

/** Throws 404 unless the alert exists and is the person's: another's is not told apart from a missing one. */
export function assertCanManageJobAlert(
  userId: string,
  alert: JobAlertRow | null,
): asserts alert is JobAlertRow {
  if (!canManageJobAlert(userId, alert)) throw errors.notFound(JOB_ALERT_ERRORS.notFound);
}
