import type { WorkerAnalyticsEntryDto } from '@hirehand/shared/business/analytics';
import { GIG_CATEGORIES, type GigCategory } from '@hirehand/shared/gigs/gig-enums';
import { MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber } from '@/lib/format';
import { useTerms } from '@/lib/terms/use-terms';
import type { useWorkerAnalytics } from '../api/business-analytics-api';
import { percentOf } from './analytics-kpi-cards';
import { SectionCard, TableScroll, tableClass, tdClass, thClass } from './analytics-section';

export type WorkersQuery = ReturnType<typeof useWorkerAnalytics>;

/** The workers who did the period's jobs, with their own retry when their query fails. */
export function WorkersSection({ workers }: { workers: WorkersQuery }) {
  const { t } = useTranslation('business-analytics');
  return (
    <SectionCard
      testId="section-workers"
      heading={t('workers.heading')}
      icon={<Users aria-hidden="true" className="size-4 text-blue-700" />}
    >
      {workers.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-semibold text-slate-900">
            {t('error')}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void workers.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : workers.isPending ? (
        <p className="text-sm text-slate-700">{t('loading')}</p>
      ) : workers.data.workers.length === 0 ? (
        <p className="text-sm text-slate-700">{t('workers.none')}</p>
      ) : (
        <TableScroll label={t('workers.heading')}>
          <table className={cn(tableClass, 'min-w-[30rem]')}>
            <caption className="sr-only">{t('workers.heading')}</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {t('workers.name')}
                </th>
                <th scope="col" className={thClass}>
                  {t('workers.jobs')}
                </th>
                <th scope="col" className={thClass}>
                  {t('workers.rating')}
                </th>
                <th scope="col" className={thClass}>
                  {t('workers.earned')}
                </th>
                <th scope="col" className={thClass}>
                  {t('workers.success')}
                </th>
              </tr>
            </thead>
            <tbody>
              {workers.data.workers.map((worker) => (
                <WorkerRow key={worker.id} worker={worker} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </SectionCard>
  );
}

const isCategory = (value: string): value is GigCategory =>
  (GIG_CATEGORIES as readonly string[]).includes(value);

function WorkerRow({ worker }: { worker: WorkerAnalyticsEntryDto }) {
  const { t } = useTranslation('business-analytics');
  const { term } = useTerms();
  // The server names the category of most of the worker's hires by its code, else their first skill as typed.
  const specialization = worker.specialization;
  return (
    <tr>
      <th scope="row" className={cn(tdClass, 'font-normal')}>
        <span className="block font-semibold text-slate-900">{worker.name}</span>
        <span className="block text-xs text-slate-600">
          {specialization === null
            ? t('workers.unknown')
            : isCategory(specialization)
              ? term('categories', specialization)
              : specialization}
          {' · '}
          <MapPin aria-hidden="true" className="inline size-3" /> {worker.location ?? t('workers.unknown')}
        </span>
      </th>
      <td className={tdClass}>{formatNumber(worker.jobs_completed)}</td>
      <td className={tdClass}>
        {worker.average_rating === null ? t('noReviews') : formatNumber(worker.average_rating)}
      </td>
      <td className={cn(tdClass, 'whitespace-nowrap')}>{formatMoney(worker.total_earned)}</td>
      <td className={tdClass}>
        {worker.success_rate === null
          ? t('notApplicable')
          : t('percent', { value: formatNumber(percentOf(worker.success_rate)) })}
      </td>
    </tr>
  );
}
