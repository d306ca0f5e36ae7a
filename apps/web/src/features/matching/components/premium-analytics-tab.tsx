import type { MatchAnalyticsDto } from '@hirehand/shared/matching/match-analytics';
import type { PremiumAnalyticsSummaryDto } from '@hirehand/shared/matching/premium-matching';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { FigureCard, RateBar } from './analytics-figures';

/** The three recommendations, each read from a figure of the summary. */
export function premiumRecommendations(
  summary: PremiumAnalyticsSummaryDto,
  t: ReturnType<typeof useTranslation<'matching'>>['t'],
): string[] {
  const texts: string[] = [];
  texts.push(
    summary.certification_bonus_available > 0
      ? t('premium.analytics.recBonus', { count: summary.certification_bonus_available })
      : t('premium.analytics.recNoBonus'),
  );
  texts.push(
    summary.competition_level === null
      ? t('premium.analytics.recNoMatches')
      : summary.competition_level === 'high'
        ? t('premium.analytics.recCompetitionHigh')
        : t('premium.analytics.recCompetitionLow', {
            level: t(`premium.card.competitionLevels.${summary.competition_level}`).toLowerCase(),
          }),
  );
  const boost = summary.estimated_earnings_boost;
  texts.push(
    boost === null
      ? t('premium.analytics.recBoostUnknown')
      : boost >= 0
        ? t('premium.analytics.recBoostUp', { value: formatNumber(boost) })
        : t('premium.analytics.recBoostDown', { value: formatNumber(Math.abs(boost)) }),
  );
  return texts;
}

/** The AI Analytics tab: the summary's figures, the last 30 days' rates as bars, three computed recommendations. */
export function PremiumAnalyticsTab({
  summary,
  performance,
  performanceLoading,
}: {
  summary: PremiumAnalyticsSummaryDto;
  performance: MatchAnalyticsDto | undefined;
  performanceLoading: boolean;
}) {
  const { t } = useTranslation('matching');
  const none = t('premium.none');
  const pct = (value: number | null) =>
    value === null ? none : t('premium.percent', { value: formatNumber(value) });
  const signed = (value: number | null) =>
    value === null
      ? none
      : t('premium.signedPercent', { sign: value > 0 ? '+' : '', value: formatNumber(value) });
  return (
    <div className="grid gap-6">
      <dl aria-label={t('premium.analytics.summary')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <FigureCard
          label={t('premium.analytics.totalMatches')}
          value={formatNumber(summary.total_premium_matches)}
        />
        <FigureCard label={t('premium.analytics.averageScore')} value={pct(summary.average_match_score)} />
        <FigureCard
          label={t('premium.analytics.bonusJobs')}
          value={formatNumber(summary.certification_bonus_available)}
        />
        <FigureCard
          label={t('premium.analytics.boost')}
          value={signed(summary.estimated_earnings_boost)}
          hint={t('premium.analytics.boostHint')}
        />
        <FigureCard
          label={t('premium.analytics.competition')}
          value={
            summary.competition_level === null
              ? none
              : t(`premium.card.competitionLevels.${summary.competition_level}`)
          }
        />
        <FigureCard
          label={t('premium.analytics.responseRate')}
          value={pct(summary.response_rate_improvement)}
          hint={
            summary.response_rate_improvement === null ? t('premium.analytics.responseRateHint') : undefined
          }
        />
      </dl>
      <div className="grid gap-3 rounded-xl border border-slate-200 p-4">
        <RateBar
          label={t('premium.analytics.availability')}
          value={summary.premium_job_availability}
          text={pct(summary.premium_job_availability)}
        />
        <RateBar
          label={t('premium.analytics.successProbability')}
          value={summary.success_probability ?? 0}
          text={pct(summary.success_probability)}
        />
      </div>
      <section className="grid gap-3 rounded-xl border border-slate-200 p-4">
        <h4 className="text-sm font-semibold text-slate-900">{t('premium.analytics.performance')}</h4>
        {performanceLoading ? (
          <Spinner className="size-5" />
        ) : performance ? (
          <>
            <RateBar
              label={t('premium.analytics.matchQuality')}
              value={performance.matching_performance.match_quality_percentage}
              text={pct(performance.matching_performance.match_quality_percentage)}
            />
            <RateBar
              label={t('premium.analytics.applicationRate')}
              value={performance.matching_performance.application_rate}
              text={pct(performance.matching_performance.application_rate)}
            />
            <RateBar
              label={t('premium.analytics.openRate')}
              value={performance.notification_effectiveness.open_rate}
              text={pct(performance.notification_effectiveness.open_rate)}
            />
          </>
        ) : null}
      </section>
      <section>
        <h4 className="text-sm font-semibold text-slate-900">{t('premium.analytics.recommendations')}</h4>
        <ul className="mt-2 grid gap-2" data-testid="premium-recommendations">
          {premiumRecommendations(summary, t).map((text) => (
            <li key={text} className="flex gap-2 rounded-lg bg-blue-50 p-3 text-sm text-slate-800">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-800" />
              {text}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
