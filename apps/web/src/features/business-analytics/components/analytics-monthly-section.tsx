import type { AnalyticsDashboardDto } from '@hirehand/shared/business/analytics';
import { TrendingUp } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber } from '@/lib/format';
import { SectionCard, TableScroll, tableClass, tdClass, thClass } from './analytics-section';

const MonthlyChart = lazy(async () => ({ default: (await import('./analytics-charts')).MonthlyChart }));

/** Jobs and spending by month: the chart, and its figures as a table on demand. */
export function MonthlySection({ data }: { data: AnalyticsDashboardDto }) {
  const { t } = useTranslation('business-analytics');
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const points = data.monthly_performance.map((entry) => ({
    month: entry.month,
    jobs: entry.jobs,
    cost: entry.cost.amount_cents / 100,
  }));
  return (
    <SectionCard
      testId="section-monthly"
      heading={t('monthly.heading')}
      icon={<TrendingUp aria-hidden="true" className="size-4 text-blue-700" />}
    >
      {points.length === 0 ? (
        <p className="text-sm text-slate-700">{t('monthly.none')}</p>
      ) : (
        <>
          <Suspense fallback={<div className="h-64" />}>
            <MonthlyChart
              points={points}
              label={t('monthly.chartLabel')}
              jobsName={t('monthly.jobs')}
              costName={t('monthly.cost')}
              money={(dollars) => formatMoney(dollars)}
            />
          </Suspense>
          <Button
            variant="link"
            className="mt-2"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? t('monthly.hideTable') : t('monthly.showTable')}
          </Button>
          <div id={tableId} className={showTable ? 'mt-2' : undefined}>
            <TableScroll label={t('monthly.heading')} hidden={!showTable}>
              <table className={tableClass}>
                <caption className="sr-only">{t('monthly.heading')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>
                      {t('monthly.month')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('monthly.jobs')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('monthly.cost')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.monthly_performance.map((entry) => (
                    <tr key={entry.month}>
                      <th scope="row" className={cn(tdClass, 'font-medium')}>
                        {entry.month}
                      </th>
                      <td className={tdClass}>{formatNumber(entry.jobs)}</td>
                      <td className={tdClass}>{formatMoney(entry.cost)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </div>
        </>
      )}
    </SectionCard>
  );
}
