import type { AnalyticsDashboardDto } from '@hirehand/shared/business/analytics';
import { ArrowDownRight, ArrowUpRight, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber } from '@/lib/format';

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

export const percentOf = (fraction: number) => Math.round(fraction * 1000) / 10;

/** The four KPI cards every view shows: jobs, applications, spending, success and satisfaction. */
export function KpiCards({ data }: { data: AnalyticsDashboardDto }) {
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
