import type { ExportedBillingDto } from '@hirehand/shared/account/account-export';
import { audit } from '../../platform/audit/audit';
import { BILLING_ACTION_PREFIX } from '../../platform/audit/billing-activity';
import { userSubject } from '../../platform/audit/security-activity';
import type { AppContext } from '../../platform/context';
import { toBillingHistory } from './payments.presenter';
import * as repo from './payments.repo';

/** More billing events than a person makes in decades of monthly renewals. */
const EXPORT_HISTORY_LIMIT = 5_000;

/** Every charge taken from the person and their whole billing history (data export). */
export async function exportPaymentsOf(
  ctx: AppContext,
  userId: string,
): Promise<Pick<ExportedBillingDto, 'charges' | 'history'>> {
  const [charges, events] = await Promise.all([
    repo.listCharges(ctx.db, userId),
    audit.listForSubject(ctx.db, userSubject(userId), {
      actionPrefix: BILLING_ACTION_PREFIX,
      limit: EXPORT_HISTORY_LIMIT,
    }),
  ]);
  const history = toBillingHistory({ events, charges, now: ctx.clock.now() });
  return {
    charges: charges.map((charge) => ({
      id: charge.id,
      amount: { amount_cents: charge.amountCents, currency: charge.currency.toUpperCase() },
      provider: charge.provider,
      posting_id: charge.postingId,
      refunded_at: charge.refundedAt?.toISOString() ?? null,
      created_at: charge.createdAt.toISOString(),
    })),
    history: history.items.map(({ refundable_charge_id: _refundable, ...item }) => item),
  };
}
