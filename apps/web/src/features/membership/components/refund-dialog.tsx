import { MONEY_BACK_DAYS } from '@hirehand/shared/membership/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useRefund } from '../api/billing-history';

export interface RefundTarget {
  chargeId: string;
  /** As shown in the row ("$4.99") and its date. */
  amount: string;
  date: string;
}

/** "Refund this payment?" before POST /api/payments/refund; Keep payment is the safe answer. */
export function RefundDialog({ target, onClose }: { target: RefundTarget | null; onClose(): void }) {
  const { t } = useTranslation('membership');
  const { t: tc } = useTranslation('common');
  const refund = useRefund();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (refund.isPending) return;
    setError(null);
    onClose();
  };
  const values = { amount: target?.amount ?? '', date: target?.date ?? '', days: MONEY_BACK_DAYS };
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent role="alertdialog" closeLabel={tc('close')} className="max-w-md">
        <DialogTitle className="pr-8 text-xl">{t('history.refundDialog.title')}</DialogTitle>
        <DialogDescription>{t('history.refundDialog.body', values)}</DialogDescription>
        <div role="alert">
          {error ? <p className="mt-4 text-sm font-medium text-red-700">{error}</p> : null}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" autoFocus disabled={refund.isPending}>
              {t('history.refundDialog.keep')}
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={refund.isPending}
            onClick={() => {
              if (!target) return;
              setError(null);
              refund.mutate(target.chargeId, {
                onSuccess: () => {
                  toast(t('history.refunded'), 'success');
                  onClose();
                },
                onError: (cause) =>
                  setError(
                    cause instanceof ApiError && cause.detail ? cause.detail : t('history.refundFailed'),
                  ),
              });
            }}
          >
            {refund.isPending ? <Spinner /> : null}
            {refund.isPending ? t('history.refundDialog.pending') : t('history.refundDialog.confirm', values)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
