import type { AccountExportDto } from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { findSubscription } from './newsletter.repo';

/** The address's newsletter subscription, or null (data export). */
export async function exportSubscriptionOf(
  ctx: AppContext,
  email: string,
): Promise<AccountExportDto['newsletter_subscription']> {
  const subscription = await findSubscription(ctx.db, email);
  return subscription
    ? {
        email: subscription.email,
        source: subscription.source,
        created_at: subscription.createdAt.toISOString(),
      }
    : null;
}
