import {
  MATCH_ANALYTICS_LIMITS as LIMITS,
  MATCH_ANALYTICS_PERIODS,
  type MatchAnalyticsDto,
  type MatchAnalyticsPeriod,
  successScore,
} from '@hirehand/shared/matching/match-analytics';
import {
  BarChart3,
  Bell,
  CircleAlert,
  Lightbulb,
  RotateCcw,
  TrendingUp,
  UserCog,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, focusRing } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { useSession } from '@/lib/session/use-session';
import { useMatchAnalytics } from '../api/premium-matching-api';
import { FigureCard, RateBar } from './analytics-figures';

/** The matcher's link to the work preferences (lib/paths.ts), written here so this chunk shares nothing small with the matcher's. */
const WORK_PREFERENCES_PATH = '/settings#work-preferences';

export interface MatchAnalyticsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * AI Matching Analytics (spec 3 §2, §4, §9; decision 040): the period's figures from
 * GET /api/ai/match-analytics, the Success Score and colour bands computed here.
 */
export function MatchAnalyticsDialog({ open, onOpenChange }: MatchAnalyticsDialogProps) {
  const { t } = useTranslation('matching');
  const session = useSession();
  const [days, setDays] = useState<MatchAnalyticsPeriod>(30);
  const analytics = useMatchAnalytics(days, open && session !== null);
  const data = analytics.data;
  const empty =
    data !== undefined &&
    data.matching_performance.total_matches_found === 0 &&
    data.notification_effectiveness.total_sent === 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} data-testid="match-analytics" className="max-w-5xl p-4 sm:p-6">
        <div className="flex items-start gap-3 pr-10">
          <span className="rounded-xl bg-blue-100 p-2 text-blue-800">
            <BarChart3 aria-hidden="true" className="size-6" />
          </span>
          <div>
            <DialogTitle className="text-xl sm:text-2xl">{t('analytics.title')}</DialogTitle>
            <DialogDescription>{t('analytics.subtitle')}</DialogDescription>
          </div>
        </div>

        <fieldset className="mt-4 flex flex-wrap gap-2">
          <legend className="sr-only">{t('analytics.period')}</legend>
          {MATCH_ANALYTICS_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={days === period}
              onClick={() => setDays(period)}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-medium',
                days === period
                  ? 'border-blue-700 bg-blue-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                focusRing,
              )}
            >
              {t(`analytics.periods.d${period}`)}
            </button>
          ))}
        </fieldset>

        <p role="status" className="sr-only">
          {analytics.isFetching ? t('analytics.loading') : ''}
        </p>
        {analytics.isPending ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center">
            <Spinner className="size-8" />
            <p className="font-semibold text-slate-900">{t('analytics.loading')}</p>
          </div>
        ) : analytics.isError ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p role="alert" className="flex items-center gap-2 font-semibold text-slate-900">
              <CircleAlert aria-hidden="true" className="size-5 text-red-700" />
              {t('analytics.error')}
            </p>
            <Button onClick={() => void analytics.refetch()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('analytics.retry')}
            </Button>
          </div>
        ) : empty ? (
          <EmptyAnalytics onClose={() => onOpenChange(false)} />
        ) : data ? (
          <AnalyticsBody data={data} onClose={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EmptyAnalytics({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('matching');
  const { openModal } = useAppModals();
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <BarChart3 aria-hidden="true" className="size-10 text-slate-500" />
      <p className="text-lg font-semibold text-slate-900">{t('analytics.empty.heading')}</p>
      <p className="text-sm text-slate-700">{t('analytics.empty.text')}</p>
      <Button
        className="mt-2"
        onClick={() => {
          onClose();
          openModal({ kind: 'ai-matcher' });
        }}
      >
        {t('analytics.empty.start')}
      </Button>
    </div>
  );
}

function AnalyticsBody({ data, onClose }: { data: MatchAnalyticsDto; onClose(): void }) {
  const { t } = useTranslation('matching');
  const { openModal } = useAppModals();
  const perf = data.matching_performance;
  const notes = data.notification_effectiveness;
  const score = successScore(perf.match_quality_percentage, perf.application_rate);
  const pct = (value: number) => t('analytics.percent', { value: formatNumber(value) });
  const bandLabel = (band: string) => t(`analytics.bands.${band}` as never);
  const suggestions: string[] = [
    perf.match_quality_percentage < LIMITS.suggestQualityBelow ? t('analytics.suggestions.quality') : null,
    notes.total_sent > 0 && notes.open_rate < LIMITS.suggestOpenRateBelow
      ? t('analytics.suggestions.open')
      : null,
    perf.application_rate < LIMITS.suggestApplicationRateBelow
      ? t('analytics.suggestions.application')
      : null,
  ].filter((text) => text !== null);
  const applied = Math.round((perf.application_rate * perf.total_matches_found) / 100);

  return (
    <div className="mt-5 grid gap-5">
      <dl aria-label={t('analytics.stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard
          label={t('analytics.stats.total')}
          value={formatNumber(perf.total_matches_found)}
          hint={t('analytics.stats.totalHint', { count: perf.high_confidence_matches })}
        />
        <FigureCard
          label={t('analytics.stats.quality')}
          value={pct(perf.match_quality_percentage)}
          band={perf.match_quality_percentage}
          bandLabel={bandLabel}
        />
        <FigureCard
          label={t('analytics.stats.applicationRate')}
          value={pct(perf.application_rate)}
          band={perf.application_rate}
          bandLabel={bandLabel}
        />
        <FigureCard
          label={t('analytics.stats.successScore')}
          value={pct(score)}
          band={score}
          bandLabel={bandLabel}
          hint={t('analytics.stats.successScoreHint')}
        />
      </dl>

      <div className="grid gap-5 lg:grid-cols-2">
        <section className="grid content-start gap-3 rounded-xl border border-slate-200 p-4">
          <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Bell aria-hidden="true" className="size-4 text-blue-700" />
            {t('analytics.notifications.heading')}
          </h3>
          <p className="text-sm text-slate-700">
            {t('analytics.notifications.sent')}:{' '}
            <span className="font-semibold text-slate-900" data-testid="notifications-sent">
              {formatNumber(notes.total_sent)}
            </span>
          </p>
          <RateBar
            label={t('analytics.notifications.open')}
            value={notes.open_rate}
            text={pct(notes.open_rate)}
          />
          <RateBar
            label={t('analytics.notifications.click')}
            value={notes.click_rate}
            text={pct(notes.click_rate)}
          />
          <RateBar
            label={t('analytics.notifications.conversion')}
            value={notes.conversion_rate}
            text={pct(notes.conversion_rate)}
          />
        </section>

        <section className="grid content-start gap-2 rounded-xl border border-slate-200 p-4">
          <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Lightbulb aria-hidden="true" className="size-4 text-amber-700" />
            {t('analytics.insights.heading')}
          </h3>
          {data.ai_insights.length === 0 ? (
            <p className="text-sm text-slate-700">{t('analytics.insights.none')}</p>
          ) : (
            <ul className="grid gap-2" data-testid="analytics-insights">
              {data.ai_insights.map((text) => (
                <li key={text} className="rounded-lg bg-blue-50 p-2 text-sm text-slate-800">
                  {text}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="rounded-xl border border-slate-200 p-4">
        <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <TrendingUp aria-hidden="true" className="size-4 text-blue-700" />
          {t('analytics.trends.heading')}
        </h3>
        <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
          <FigureCard
            label={t('analytics.trends.perWeek')}
            value={formatNumber(Math.round((perf.total_matches_found / (data.days / 7)) * 10) / 10)}
          />
          <FigureCard
            label={t('analytics.trends.highShare')}
            value={pct(
              perf.total_matches_found > 0
                ? Math.round((1000 * perf.high_confidence_matches) / perf.total_matches_found) / 10
                : 0,
            )}
          />
          <FigureCard
            label={t('analytics.trends.applied')}
            value={`${formatNumber(applied)} / ${formatNumber(perf.total_matches_found)}`}
          />
        </dl>
      </section>

      {suggestions.length > 0 ? (
        <section className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Wrench aria-hidden="true" className="size-4 text-amber-800" />
            {t('analytics.suggestions.heading')}
          </h3>
          <ul
            className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800"
            data-testid="analytics-suggestions"
          >
            {suggestions.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" asChild>
          <Link to={WORK_PREFERENCES_PATH} onClick={onClose}>
            <UserCog aria-hidden="true" className="size-4" />
            {t('analytics.updateProfile')}
          </Link>
        </Button>
        <Button onClick={() => openModal({ kind: 'ai-matcher', panel: 'notifications' })}>
          <Bell aria-hidden="true" className="size-4" />
          {t('analytics.configure')}
        </Button>
      </div>
    </div>
  );
}
