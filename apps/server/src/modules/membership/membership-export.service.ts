import type { ExportedBillingDto } from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import * as repo from './membership.repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The person's plans, past and present, and the counted uses of their limits (data export). */
export async function exportMembershipOf(
  ctx: AppContext,
  userId: string,
): Promise<Pick<ExportedBillingDto, 'subscriptions' | 'usage'>> {
  const [subscriptions, usage] = await Promise.all([
    repo.listSubscriptions(ctx.db, userId),
    repo.listUsage(ctx.db, userId),
  ]);
  return {
    // The provider's own ids stay out: they address the account at the provider, not the person.
    subscriptions: subscriptions.map((row) => ({
      tier: row.tier,
      status: row.status,
      provider: row.provider,
      current_period_start: row.currentPeriodStart.toISOString(),
      current_period_end: row.currentPeriodEnd.toISOString(),
      trial_end: iso(row.trialEnd),
      cancel_at_period_end: row.cancelAtPeriodEnd,
      ended_at: iso(row.endedAt),
      created_at: row.createdAt.toISOString(),
    })),
    usage: usage.map((row) => ({ metric: row.metric, period_start: row.periodStart, used: row.used })),
  };
}
