import type { AiMatchResultDto } from '@hirehand/shared/matching/match-jobs';
import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/** "Your Market Insights": the count of open opportunities around the worker and the matcher's recommendations. */
export function MarketInsights({ insights }: { insights: AiMatchResultDto['personalized_insights'] | null }) {
  const { t } = useTranslation('matching');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="market-insights"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <TrendingUp aria-hidden="true" className="size-5 text-blue-700" />
        {t('insights.heading')}
      </h3>
      {insights ? (
        <>
          <div className="mt-3 rounded-lg bg-blue-50 p-3">
            <p className="text-sm font-semibold text-blue-950">{t('insights.summary')}</p>
            <p className="text-sm text-blue-900">
              {t('insights.opportunities', {
                count: insights.market_summary.total_opportunities,
                formatted: formatNumber(insights.market_summary.total_opportunities),
              })}
            </p>
          </div>
          {insights.recommendations.length > 0 ? (
            <>
              <h4 className="mt-3 text-sm font-semibold text-slate-900">{t('insights.recommendations')}</h4>
              <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm text-slate-700">
                {insights.recommendations.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('insights.before')}</p>
      )}
    </section>
  );
}
