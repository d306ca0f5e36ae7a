import type { ExportedJobAlertDto } from '@hirehand/shared/account/account-export';
import { JOB_ALERT_ERRORS } from '@hirehand/shared/matching/job-alert-errors';
import {
  defaultJobAlertName,
  type JobAlertDto,
  type JobAlertFrequency,
  type JobAlertInput,
  type JobAlertListDto,
  storedJobAlertFilters,
} from '@hirehand/shared/matching/job-alerts';
import { UNLIMITED } from '@hirehand/shared/membership/plans';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { assertEntitled, type Entitlements, entitlementsOf } from '../membership/membership.service';
import { assertCanManageJobAlert } from './job-alerts.policy';
import { toJobAlertDto } from './job-alerts.presenter';
import {
  countJobAlerts,
  deleteJobAlert as deleteJobAlertRow,
  findJobAlert,
  hasJobAlertWithFilters,
  insertJobAlert,
  listJobAlerts,
  lockJobAlertsOf,
} from './job-alerts.repo';

/** How many alerts the plan keeps (null: unlimited), `PLAN_CATALOG[tier].limits.savedSearches`. */
export const jobAlertLimitOf = (entitlements: Entitlements): number | null =>
  entitlements.limits.savedSearches === UNLIMITED ? null : entitlements.limits.savedSearches;

/** How an alert's matches go out (decision 041): immediate with `advanced_search`, else a weekly digest. */
export const jobAlertFrequencyOf = (entitlements: Entitlements): JobAlertFrequency =>
  entitlements.has('advanced_search') ? 'immediate' : 'weekly';

/** GET /api/job-alerts: the person's alerts, newest first, with their plan's limit and frequency. */
export async function jobAlertsOf(ctx: AppContext, userId: string): Promise<JobAlertListDto> {
  const [rows, entitlements] = await Promise.all([
    listJobAlerts(ctx.db, userId),
    entitlementsOf(ctx.db, userId),
  ]);
  return {
    alerts: rows.map(toJobAlertDto),
    limit: jobAlertLimitOf(entitlements),
    frequency: jobAlertFrequencyOf(entitlements),
  };
}

/**
 * POST /api/job-alerts: keeps the board's filters as an alert, named by the person or by a
 * summary of the filters. Under a per-person lock, so two saves at once cannot pass the plan's
 * limit together: the same filters again are a 409, one over the limit a 403
 * `job_alerts.limit_reached`. The Premium-only exclusive filter needs its plan, as on the board.
 */
export async function createJobAlert(props: {
  ctx: AppContext;
  userId: string;
  input: z.output<typeof JobAlertInput>;
}): Promise<JobAlertDto> {
  const { ctx, userId, input } = props;
  if (input.filters.exclusive) await assertEntitled(ctx.db, userId, 'exclusive_jobs');
  const filters = storedJobAlertFilters(input.filters);
  const name = input.name ?? defaultJobAlertName(input.filters);
  const row = await ctx.db.transaction(async (tx) => {
    await lockJobAlertsOf(tx, userId);
    if (await hasJobAlertWithFilters(tx, userId, filters)) throw errors.conflict(JOB_ALERT_ERRORS.duplicate);
    const limit = jobAlertLimitOf(await entitlementsOf(tx, userId));
    if (limit !== null && (await countJobAlerts(tx, userId)) >= limit)
      throw errors.forbidden(JOB_ALERT_ERRORS.limitReached(limit));
    return insertJobAlert(tx, { userId, name, filters, createdAt: ctx.clock.now() });
  });
  return toJobAlertDto(row);
}

/** DELETE /api/job-alerts/:id: the person's own alert only (another's is a 404). */
export async function deleteJobAlert(props: { ctx: AppContext; userId: string; id: string }): Promise<void> {
  const alert = await findJobAlert(props.ctx.db, props.id);
  assertCanManageJobAlert(props.userId, alert);
  await deleteJobAlertRow(props.ctx.db, alert.id);
}

/** The account export's section: every alert the person keeps, newest first. */
export async function exportJobAlertsOf(ctx: AppContext, userId: string): Promise<ExportedJobAlertDto[]> {
  return (await listJobAlerts(ctx.db, userId)).map(toJobAlertDto);
}
