import type { JobAlertDto } from '@hirehand/shared/matching/job-alerts';
import { BellRing, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormOutcome } from '@/components/ui/form-outcome';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';
import { useTerms } from '@/lib/terms/use-terms';
import { useDeleteJobAlert, useJobAlerts } from '../api/job-alerts';
import { jobAlertSummary, type SummaryTexts } from '../lib/job-alert-summary';

/**
 * Settings' "Job alerts" (/settings#job-alerts): the searches saved on the board with a summary
 * of their filters, when they were saved and how their matches arrive, the plan's limit, and
 * Delete with a confirmation (decision 041).
 */
export function JobAlertsSection({ headingId }: { headingId: string }) {
  const { t } = useTranslation('settings');
  const query = useJobAlerts();
  const [deleting, setDeleting] = useState<JobAlertDto | null>(null);

  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner className="size-5" />
        {t('jobAlerts.loading')}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
        {t('jobAlerts.loadFailed')}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('jobAlerts.retry')}
        </Button>
      </div>
    );

  const { alerts, limit, frequency } = query.data;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">{t('jobAlerts.intro')}</p>
      <p className="text-sm text-slate-900" data-testid="job-alerts-usage">
        {limit === null ? (
          t('jobAlerts.unlimited', { count: alerts.length })
        ) : (
          <>
            {t('jobAlerts.used', { count: limit, used: alerts.length })}
            {' — '}
            <Link to="/membership" className="font-semibold text-blue-700 underline">
              {t('jobAlerts.upgrade')}
            </Link>
          </>
        )}
      </p>
      {alerts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-700">
          {t('jobAlerts.empty')}{' '}
          <Link to="/#work" className="font-semibold text-blue-700 underline">
            {t('jobAlerts.toBoard')}
          </Link>
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-3">
          {alerts.map((alert) => (
            <JobAlertItem
              key={alert.id}
              alert={alert}
              frequency={t(`jobAlerts.frequency.${frequency}`)}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {deleting ? <DeleteJobAlertDialog alert={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}

function JobAlertItem({
  alert,
  frequency,
  onDelete,
}: {
  alert: JobAlertDto;
  frequency: string;
  onDelete(alert: JobAlertDto): void;
}) {
  const { t } = useTranslation('settings');
  const reader = useReader();
  const labels = useTerms();
  const s = (key: keyof SummaryTexts, values?: Record<string, string>) =>
    t(`jobAlerts.summary.${key}` as never, values as never) as unknown as string;
  const texts: SummaryTexts = {
    anyJob: s('anyJob'),
    keywords: (term) => s('keywords', { term }),
    near: (place, radius) => s('near', { place, radius }),
    nearAnywhere: (place) => s('nearAnywhere', { place }),
    nearPosition: (radius) => s('nearPosition', { radius }),
    payFrom: (amount) => s('payFrom', { amount }),
    payUpTo: (amount) => s('payUpTo', { amount }),
    payBetween: (min, max) => s('payBetween', { min, max }),
    urgency: (label) => s('urgency', { label }),
    remote: s('remote'),
    certification: s('certification'),
    exclusive: s('exclusive'),
  };
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 p-4">
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold text-slate-900">{alert.name}</p>
        <p className="text-sm text-slate-700">{jobAlertSummary(alert.filters, texts, labels)}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          <span>{t('jobAlerts.savedOn', { date: formatDate(alert.created_at, reader) })}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <BellRing aria-hidden="true" className="size-4" />
            {frequency}
          </span>
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('jobAlerts.deleteLabel', { name: alert.name })}
        onClick={() => onDelete(alert)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('jobAlerts.delete')}
      </Button>
    </li>
  );
}

function DeleteJobAlertDialog({ alert, onClose }: { alert: JobAlertDto; onClose(): void }) {
  const { t } = useTranslation('settings');
  const remove = useDeleteJobAlert();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(alert.id, {
      onSuccess: () => {
        toast(t('jobAlerts.deleted'), 'success');
        onClose();
      },
    });
  };
  const failure =
    remove.error instanceof ApiError && remove.error.detail
      ? remove.error.detail
      : t('jobAlerts.deleteFailed');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <DialogContent closeLabel={t('jobAlerts.close')}>
        <DialogTitle className="pr-8 text-xl">{t('jobAlerts.confirmTitle')}</DialogTitle>
        <DialogDescription>{t('jobAlerts.confirmText', { name: alert.name })}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
          <FormOutcome outcome={remove.isError ? { kind: 'error', message: failure } : null} />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                {t('jobAlerts.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? t('jobAlerts.deleting') : t('jobAlerts.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
