import type { AnalyticsDashboardDto } from '@hirehand/shared/business/analytics';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { SectionCard, TableScroll, tableClass, tdClass, thClass } from './analytics-section';

/** Where the company's workers and jobs are, by city. */
export function GeographySection({ data }: { data: AnalyticsDashboardDto }) {
  const { t } = useTranslation('business-analytics');
  return (
    <SectionCard
      testId="section-geography"
      heading={t('geography.heading')}
      icon={<MapPin aria-hidden="true" className="size-4 text-blue-700" />}
    >
      {data.geographic_distribution.length === 0 ? (
        <p className="text-sm text-slate-700">{t('geography.none')}</p>
      ) : (
        <TableScroll label={t('geography.heading')}>
          <table className={tableClass}>
            <caption className="sr-only">{t('geography.heading')}</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {t('geography.city')}
                </th>
                <th scope="col" className={thClass}>
                  {t('geography.workers')}
                </th>
                <th scope="col" className={thClass}>
                  {t('geography.jobs')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.geographic_distribution.map((entry) => (
                <tr key={entry.city}>
                  <th scope="row" className={cn(tdClass, 'font-medium')}>
                    {entry.city}
                  </th>
                  <td className={tdClass}>{formatNumber(entry.workers)}</td>
                  <td className={tdClass}>{formatNumber(entry.jobs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </SectionCard>
  );
}
