import type { BillingHistoryItemDto } from '@hirehand/shared/payments/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatMoney } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';
import { useBillingHistory } from '../api/billing-history';
import { RefundDialog, type RefundTarget } from './refund-dialog';

function HistoryRow({
  item,
  onRefund,
}: {
  item: BillingHistoryItemDto;
  onRefund(target: RefundTarget): void;
}) {
  const { t } = useTranslation('membership');
  const reader = useReader();
  const date = formatDate(item.occurred_at, reader);
  const amount = item.amount ? formatMoney(item.amount) : null;
  const plan = item.tier ? t(`plans.${item.tier}.name`) : '';
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{t(`history.kinds.${item.kind}`, { plan })}</p>
        <p className="text-sm text-slate-600">
          <time dateTime={item.occurred_at}>{date}</time>
          {amount ? <span className="ml-2 font-semibold text-slate-800 tabular-nums">{amount}</span> : null}
        </p>
      </div>
      {item.refundable_charge_id && amount ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-auto"
          aria-label={t('history.refundFor', { amount, date })}
          onClick={() => onRefund({ chargeId: item.refundable_charge_id!, amount, date })}
        >
          {t('history.refund')}
        </Button>
      ) : null}
    </li>
  );
}

/** Every charge, refund and plan change, newest first; a payment still refundable offers Refund. */
export function BillingHistory() {
  const { t } = useTranslation('membership');
  const history = useBillingHistory(true);
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  return (
    <section
      aria-labelledby="billing-history-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="billing-history-heading" className="text-lg font-semibold text-slate-900">
        {t('history.heading')}
      </h2>
      {history.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <Spinner />
          {t('history.loading')}
        </p>
      ) : history.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {t('history.loadFailed')}
        </p>
      ) : history.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('history.empty')}</p>
      ) : (
        <ul aria-labelledby="billing-history-heading" className="mt-2 divide-y divide-slate-200">
          {history.data.items.map((item) => (
            <HistoryRow key={item.id} item={item} onRefund={setRefunding} />
          ))}
        </ul>
      )}
      <RefundDialog target={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}
