import type {
  AnalyticsDashboardDto,
  AnalyticsTimeframe,
  WorkerAnalyticsEntryDto,
} from '@hirehand/shared/business/analytics';
import {
  ArrowDownRight,
  ArrowUpRight,
  ChartColumnBig,
  CircleAlert,
  FileDown,
  MapPin,
  PieChart,
  RefreshCcw,
  Star,
  TrendingUp,
  Users,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { useSession } from '@/lib/session/use-session';
import { useTerms } from '@/lib/terms/use-terms';
import {
  type AnalyticsExportView,
  downloadAnalyticsCsv,
  useAnalyticsDashboard,
  useMyCompanies,
  useWorkerAnalytics,
} from '../api/business-analytics-api';

/*
 * The contract's timeframes and default (ANALYTICS_TIMEFRAMES, DEFAULT_ANALYTICS_TIMEFRAME), typed
 * against it but written here: importing them would bring the contract's schemas (zod) along.
 */
const ANALYTICS_TIMEFRAMES = ['7d', '30d', '90d', '1y'] as const satisfies readonly AnalyticsTimeframe[];
const DEFAULT_ANALYTICS_TIMEFRAME: AnalyticsTimeframe = '30d';

const loadCharts = () => import('./analytics-charts');
const MonthlyChart = lazy(async () => ({ default: (await loadCharts()).MonthlyChart }));
const CategoryChart = lazy(async () => ({ default: (await loadCharts()).CategoryChart }));

/** Spec 2 §2.5's views; each names its CSV export (the contract's views) and the sections it shows. */
const VIEWS = [
  'overview',
  'jobs',
  'workers',
  'financial',
  'geography',
] as const satisfies readonly AnalyticsExportView[];
type View = (typeof VIEWS)[number];
type Section = 'monthly' | 'categories' | 'workers' | 'geography';
/**
 * Every view shows the four KPI cards; the monthly chart (jobs and spending) is shared by the
 * overview, job and financial views: the Financial Metrics view has no section of its own (spec 2 §2.5).
 */
const VIEW_SECTIONS: Record<View, readonly Section[]> = {
  overview: ['monthly', 'categories', 'workers', 'geography'],
  jobs: ['monthly', 'categories'],
  workers: ['workers'],
  financial: ['monthly'],
  geography: ['geography'],
};

export interface BusinessAnalyticsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The Business Intelligence Dashboard (spec 2 §2.5, issue 22, decision 043): a company's figures
 * from GET /api/business/analytics/..., for the companies where the caller may view analytics.
 * A failure is an error with Retry (never sample data); a period without postings is an empty state.
 */
export function BusinessAnalyticsDialog({ open, onOpenChange }: BusinessAnalyticsDialogProps) {
  const { t } = useTranslation('business-analytics');
  const session = useSession();
  const [timeframe, setTimeframe] = useState<AnalyticsTimeframe>(DEFAULT_ANALYTICS_TIMEFRAME);
  const [view, setView] = useState<View>('overview');
  const [picked, setPicked] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const companiesQuery = useMyCompanies(open && session !== null);
  const companies = (companiesQuery.data?.companies ?? []).filter((company) =>
    company.permissions.includes('can_view_analytics'),
  );
  const companyId = companies.find((company) => company.id === picked)?.id ?? companies[0]?.id;
  // An employer's or a company's own company is made on first need: without any yet, the server
  // answers for the one it makes (no company_id).
  const ownsOne = session !== null && session.user.user_type !== 'worker';
  const ready = open && companiesQuery.isSuccess && (companyId !== undefined || ownsOne);
  const dashboard = useAnalyticsDashboard(timeframe, companyId, ready);
  const needsWorkers = VIEW_SECTIONS[view].includes('workers');
  const workers = useWorkerAnalytics(timeframe, companyId, ready && needsWorkers);
  const titleId = useId();
  const companyFieldId = useId();
  const viewFieldId = useId();

  const refresh = () => {
    if (companiesQuery.isError) void companiesQuery.refetch();
    void dashboard.refetch();
    if (needsWorkers) void workers.refetch();
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAnalyticsCsv(view, timeframe, companyId);
      toast(t('export.done'), 'success');
    } catch (error) {
      toast(
        error instanceof Error && 'detail' in error && error.detail
          ? String(error.detail)
          : t('export.failed'),
        'error',
      );
    } finally {
      setExporting(false);
    }
  };

  const loading = companiesQuery.isPending || (ready && dashboard.isPending);
  const failed = companiesQuery.isError || dashboard.isError;
  const noCompany = companiesQuery.isSuccess && companies.length === 0 && !ownsOne;
  const data = dashboard.data;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('close')}
        data-testid="business-analytics"
        aria-labelledby={titleId}
        className="max-w-6xl p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-start gap-3 pr-10">
          {/* On a phone the title takes the row, Refresh goes below it. */}
          <span className="hidden rounded-xl bg-blue-100 p-2 text-blue-800 sm:inline-flex">
            <ChartColumnBig aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
            <DialogTitle id={titleId} className="text-xl sm:text-2xl">
              {t('title')}
            </DialogTitle>
            <DialogDescription>{t('subtitle')}</DialogDescription>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={refresh}
            disabled={dashboard.isFetching || companiesQuery.isFetching}
          >
            <RefreshCcw aria-hidden="true" className={cn('size-4', dashboard.isFetching && 'animate-spin')} />
            {t('refresh')}
          </Button>
        </div>

        {noCompany ? null : (
          <div className="mt-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
            {companies.length > 1 ? (
              <div className="grid gap-1 text-sm font-medium text-slate-700">
                <label htmlFor={companyFieldId}>{t('company')}</label>
                <Select
                  id={companyFieldId}
                  value={companyId ?? ''}
                  onValueChange={setPicked}
                  options={companies.map((company) => ({ value: company.id, label: company.name }))}
                  className="sm:w-56"
                />
              </div>
            ) : null}
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">{t('timeframe')}</legend>
              {ANALYTICS_TIMEFRAMES.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={timeframe === value}
                  onClick={() => setTimeframe(value)}
                  className={cn(
                    'rounded-full border px-3 py-1.5 text-sm font-medium sm:px-4 sm:py-2',
                    timeframe === value
                      ? 'border-blue-700 bg-blue-700 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                    focusRing,
                  )}
                >
                  {t(`timeframes.${value}`)}
                </button>
              ))}
            </fieldset>
            <div className="flex flex-wrap items-end gap-2 lg:ml-auto">
              <div className="grid basis-full gap-1 text-sm font-medium text-slate-700 sm:basis-auto">
                <label htmlFor={viewFieldId}>{t('view')}</label>
                <Select
                  id={viewFieldId}
                  value={view}
                  onValueChange={(next) => setView(next as View)}
                  options={VIEWS.map((value) => ({ value, label: t(`views.${value}`) }))}
                  className="w-full sm:w-52"
                />
              </div>
              <Button variant="secondary" disabled={!data || exporting} onClick={() => void exportCsv()}>
                <FileDown aria-hidden="true" className="size-4" />
                {exporting ? t('export.busy') : t('export.button')}
              </Button>
            </div>
          </div>
        )}

        <p role="status" className="sr-only">
          {dashboard.isFetching ? t('loading') : ''}
        </p>
        {failed ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p role="alert" className="flex items-center gap-2 font-semibold text-slate-900">
              <CircleAlert aria-hidden="true" className="size-5 text-red-700" />
              {t('error')}
            </p>
            <Button onClick={refresh}>
              <RefreshCcw aria-hidden="true" className="size-4" />
              {t('retry')}
            </Button>
          </div>
        ) : loading ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center">
            <Spinner className="size-8" />
            <p className="font-semibold text-slate-900">{t('loading')}</p>
          </div>
        ) : noCompany ? (
          <div className="flex flex-col items-center gap-2 py-12 text-center">
            <ChartColumnBig aria-hidden="true" className="size-10 text-slate-500" />
            <p className="text-lg font-semibold text-slate-900">{t('noCompany.heading')}</p>
            <p className="max-w-md text-sm text-slate-700">{t('noCompany.text')}</p>
          </div>
        ) : data ? (
          <DashboardBody data={data} view={view} workers={workers} onClose={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type WorkersQuery = ReturnType<typeof useWorkerAnalytics>;

function DashboardBody({
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

/** A percent change against the previous period: green arrow up, red arrow down, "—" without one. */
function Trend({ value }: { value: number | null }) {
  const { t } = useTranslation('business-analytics');
  if (value === null) {
    return (
      <span className="text-sm text-slate-600" title={t('kpi.noTrendLabel')} data-trend="none">
        <span aria-hidden="true">{t('kpi.noTrend')}</span>
        <span className="sr-only">{t('kpi.noTrendLabel')}</span>
      </span>
    );
  }
  const magnitude = formatNumber(Math.abs(value));
  if (value === 0) {
    return (
      <span className="text-sm text-slate-600" data-trend="flat">
        <span aria-hidden="true">{t('percent', { value: '0' })}</span>
        <span className="sr-only">{t('kpi.flat')}</span>
      </span>
    );
  }
  const up = value > 0;
  const Arrow = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-sm font-semibold',
        up ? 'text-green-700' : 'text-red-700',
      )}
      data-trend={up ? 'up' : 'down'}
    >
      <Arrow aria-hidden="true" className="size-4" />
      <span aria-hidden="true">{t('percent', { value: magnitude })}</span>
      <span className="sr-only">{t(up ? 'kpi.up' : 'kpi.down', { value: magnitude })}</span>
    </span>
  );
}

function KpiCard({
  label,
  value,
  trend,
  children,
}: {
  label: string;
  value: string;
  trend?: number | null;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4" data-testid="kpi">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="text-xl font-bold text-slate-900 sm:text-2xl">{value}</span>
        {trend !== undefined ? <Trend value={trend} /> : null}
      </dd>
      {children}
    </div>
  );
}

const percentOf = (fraction: number) => Math.round(fraction * 1000) / 10;

function KpiCards({ data }: { data: AnalyticsDashboardDto }) {
  const { t } = useTranslation('business-analytics');
  const o = data.overview;
  const success = o.success_rate === null ? null : percentOf(o.success_rate);
  return (
    <dl aria-label={t('kpi.label')} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      <KpiCard
        label={t('kpi.jobs')}
        value={formatNumber(o.total_jobs_posted)}
        trend={data.trends.jobs_posted_trend}
      >
        <dd className="mt-1 text-xs text-slate-600">
          {t('kpi.jobsHint', {
            active: formatNumber(o.active_jobs),
            completed: formatNumber(o.completed_jobs),
          })}
        </dd>
      </KpiCard>
      <KpiCard
        label={t('kpi.applications')}
        value={formatNumber(o.total_applications)}
        trend={data.trends.applications_trend}
      >
        <dd className="mt-1 text-xs text-slate-600">
          {t('kpi.applicationsHint', { hired: formatNumber(o.hired_workers) })}
        </dd>
      </KpiCard>
      <KpiCard label={t('kpi.spent')} value={formatMoney(o.total_spent)} trend={data.trends.cost_trend}>
        <dd className="mt-1 text-xs text-slate-600">
          {o.average_job_cost
            ? t('kpi.spentHint', { cost: formatMoney(o.average_job_cost) })
            : t('kpi.spentHintNone')}
        </dd>
      </KpiCard>
      <KpiCard
        label={t('kpi.success')}
        value={success === null ? t('notApplicable') : t('percent', { value: formatNumber(success) })}
      >
        <dd className="mt-2">
          {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot take this colour in every browser */}
          <div
            role="meter"
            aria-label={t('kpi.success')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={success ?? 0}
            aria-valuetext={
              success === null ? t('notApplicable') : t('percent', { value: formatNumber(success) })
            }
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-green-600" style={{ width: `${success ?? 0}%` }} />
          </div>
        </dd>
        <dd className="mt-2 flex flex-wrap items-center justify-between gap-1 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-3.5 text-amber-600" />
            {o.worker_satisfaction === null
              ? t('noReviews')
              : t('kpi.satisfaction', { rating: formatNumber(o.worker_satisfaction) })}
          </span>
          {o.worker_satisfaction === null ? null : <Trend value={data.trends.satisfaction_trend} />}
        </dd>
      </KpiCard>
    </dl>
  );
}

function SectionCard({
  icon,
  heading,
  children,
  testId,
}: {
  icon: ReactNode;
  heading: string;
  children: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4"
      data-testid={testId}
    >
      <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {icon}
        {heading}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/*
 * Tables keep their words whole (the dialog breaks anywhere, for long names): a narrow screen
 * scrolls the table sideways inside its box instead.
 */
const tableClass = 'w-full text-left text-sm [overflow-wrap:normal]';
const thClass = 'border-b border-slate-200 px-2 py-2 text-xs font-semibold whitespace-nowrap text-slate-700';
const tdClass = 'border-b border-slate-100 px-2 py-2 text-slate-800';

/**
 * A table's box, scrolling sideways on a narrow screen: a labelled region that takes the keyboard
 * focus, so it can be scrolled without a pointer.
 */
function TableScroll({ label, hidden, children }: { label: string; hidden?: boolean; children: ReactNode }) {
  if (hidden) return <div className="sr-only">{children}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section tabIndex={0} aria-label={label} className={cn('overflow-x-auto', focusRing)}>
      {children}
    </section>
  );
}

function MonthlySection({ data }: { data: AnalyticsDashboardDto }) {
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

function CategoriesSection({ data }: { data: AnalyticsDashboardDto }) {
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

function WorkersSection({ workers }: { workers: WorkersQuery }) {
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

function WorkerRow({ worker }: { worker: WorkerAnalyticsEntryDto }) {
  const { t } = useTranslation('business-analytics');
  return (
    <tr>
      <th scope="row" className={cn(tdClass, 'font-normal')}>
        <span className="block font-semibold text-slate-900">{worker.name}</span>
        <span className="block text-xs text-slate-600">
          {worker.specialization ?? t('workers.unknown')}
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

function GeographySection({ data }: { data: AnalyticsDashboardDto }) {
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
