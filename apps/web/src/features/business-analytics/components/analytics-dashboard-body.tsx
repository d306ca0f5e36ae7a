import type { AnalyticsDashboardDto } from '@hirehand/shared/business/analytics';
import { ChartColumnBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { CategoriesSection } from './analytics-categories-section';
import { GeographySection } from './analytics-geography-section';
import { KpiCards } from './analytics-kpi-cards';
import { MonthlySection } from './analytics-monthly-section';
import { VIEW_SECTIONS, type View } from './analytics-views';
import { type WorkersQuery, WorkersSection } from './analytics-workers-section';

/** The dashboard's figures for one view: the KPI cards, then the view's sections (or the empty state). */
export function DashboardBody({
  data,
  view,
  workers,
  onClose,
}: {
  data: AnalyticsDashboardDto;
  view: View;
  workers: WorkersQuery;
  onClose(): void;
}) {
  const { t } = useTranslation('business-analytics');
  const sections = VIEW_SECTIONS[view];
  const o = data.overview;
  const empty = o.total_jobs_posted === 0 && o.total_applications === 0 && o.total_spent.amount_cents === 0;
  return (
    <div className="mt-5 grid gap-5" data-testid={`view-${view}`}>
      <p className="text-xs text-slate-600">
        {t('period', { from: formatDate(data.from), to: formatDate(data.to) })}
      </p>
      <KpiCards data={data} />
      {empty ? (
        <EmptyCompany onClose={onClose} />
      ) : (
        <>
          {sections.includes('monthly') ? <MonthlySection data={data} /> : null}
          {sections.includes('categories') ? <CategoriesSection data={data} /> : null}
          {sections.includes('workers') ? <WorkersSection workers={workers} /> : null}
          {sections.includes('geography') ? <GeographySection data={data} /> : null}
        </>
      )}
    </div>
  );
}

function EmptyCompany({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('business-analytics');
  const { openModal } = useAppModals();
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 py-10 text-center">
      <ChartColumnBig aria-hidden="true" className="size-10 text-slate-500" />
      <p className="text-lg font-semibold text-slate-900">{t('empty.heading')}</p>
      <p className="max-w-md px-4 text-sm text-slate-700">{t('empty.text')}</p>
      <Button
        className="mt-2"
        onClick={() => {
          onClose();
          openModal({ kind: 'create-gig', mode: 'job' });
        }}
      >
        {t('empty.post')}
      </Button>
    </div>
  );
}
