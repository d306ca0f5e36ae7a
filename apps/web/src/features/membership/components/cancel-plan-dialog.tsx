import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useSubscriptionChange } from '../api/subscription-actions';

/** "Cancel your plan?": the plan stays until the period's end; Keep my plan is the safe answer. */
export function CancelPlanDialog({
  open,
  planName,
  periodEnd,
  onOpenChange,
}: {
  open: boolean;
  planName: string;
  periodEnd: string;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('membership');
  const { t: tc } = useTranslation('common');
  const cancel = useSubscriptionChange('cancel');
  const [error, setError] = useState<string | null>(null);
  const change = (next: boolean) => {
    if (cancel.isPending) return;
    setError(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent role="alertdialog" closeLabel={tc('close')} className="max-w-md">
        <DialogTitle className="pr-8 text-xl">{t('subscription.cancelDialog.title')}</DialogTitle>
        <DialogDescription>
          {t('subscription.cancelDialog.body', { plan: planName, date: periodEnd })}
        </DialogDescription>
        <div role="alert">
          {error ? <p className="mt-4 text-sm font-medium text-red-700">{error}</p> : null}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" autoFocus disabled={cancel.isPending}>
              {t('subscription.cancelDialog.keep')}
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  toast(t('subscription.cancelled', { date: periodEnd }), 'success');
                  onOpenChange(false);
                },
                onError: (cause) =>
                  setError(
                    cause instanceof ApiError && cause.detail ? cause.detail : t('subscription.changeFailed'),
                  ),
              })
            }
          >
            {cancel.isPending ? <Spinner /> : null}
            {cancel.isPending
              ? t('subscription.cancelDialog.pending')
              : t('subscription.cancelDialog.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
