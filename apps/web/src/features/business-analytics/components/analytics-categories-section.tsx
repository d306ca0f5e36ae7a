import type { AnalyticsDashboardDto } from '@hirehand/shared/business/analytics';
import { PieChart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useTerms } from '@/lib/terms/use-terms';
import { SectionCard, TableScroll, tableClass, tdClass, thClass } from './analytics-section';

const CategoryChart = lazy(async () => ({ default: (await import('./analytics-charts')).CategoryChart }));

/** The period's postings by category: a table beside the chart. */
export function CategoriesSection({ data }: { data: AnalyticsDashboardDto }) {
  const { t } = useTranslation('business-analytics');
  const { term } = useTerms();
  const rows = data.job_categories.map((entry) => ({ ...entry, name: term('categories', entry.category) }));
  return (
    <SectionCard
      testId="section-categories"
      heading={t('categories.heading')}
      icon={<PieChart aria-hidden="true" className="size-4 text-blue-700" />}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t('categories.none')}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <TableScroll label={t('categories.heading')}>
            <table className={tableClass}>
              <caption className="sr-only">{t('categories.heading')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    {t('categories.category')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('categories.count')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('categories.percentage')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => (
                  <tr key={entry.category}>
                    <th scope="row" className={cn(tdClass, 'font-medium')}>
                      {entry.name}
                    </th>
                    <td className={tdClass}>{formatNumber(entry.count)}</td>
                    <td className={tdClass}>{t('percent', { value: formatNumber(entry.percentage) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Suspense fallback={<div className="h-56" />}>
            <CategoryChart points={rows} label={t('categoryChart.label')} />
          </Suspense>
        </div>
      )}
    </SectionCard>
  );
}
