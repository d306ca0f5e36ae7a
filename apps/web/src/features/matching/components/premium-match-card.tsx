import type { PremiumMatchDto } from '@hirehand/shared/matching/premium-matching';
import { Award, Clock, Crown, Lightbulb, MapPin, Star, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber } from '@/lib/format';
import { rateBand } from '../lib/rate-band';

const TIER_CLASSES: Record<PremiumMatchDto['premium_tier'], string> = {
  platinum: 'bg-violet-100 text-violet-900',
  gold: 'bg-amber-100 text-amber-900',
  silver: 'bg-slate-200 text-slate-800',
};

const URGENCY_CLASSES: Record<PremiumMatchDto['urgency'], string> = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-800',
};

/** The score badge in spec 3 §9's bands (each ≥ 4.5:1 on its background). */
const SCORE_CLASSES: Record<ReturnType<typeof rateBand>, string> = {
  excellent: 'bg-green-100 text-green-900',
  good: 'bg-yellow-100 text-yellow-900',
  fair: 'bg-orange-100 text-orange-900',
  needs_improvement: 'bg-red-100 text-red-900',
};

/** One premium match (spec 3 §2): every field, with View Details and Apply Now. */
export function PremiumMatchCard({
  match,
  onDetails,
  onApply,
}: {
  match: PremiumMatchDto;
  onDetails(match: PremiumMatchDto): void;
  onApply(match: PremiumMatchDto): void;
}) {
  const { t } = useTranslation('matching');
  const titleId = useId();
  const band = rateBand(match.match_score);
  const travel = match.remote
    ? null
    : match.travel_time === null
      ? t('premium.card.travelUnknown')
      : t('premium.card.travel', { minutes: formatNumber(match.travel_time) });

  return (
    <Card as="article" aria-labelledby={titleId} className="p-4 sm:p-5" data-testid="premium-match">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h4 id={titleId} className="text-base font-semibold text-slate-900">
              {match.title}
            </h4>
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                TIER_CLASSES[match.premium_tier],
              )}
              data-testid="premium-tier"
            >
              <Crown aria-hidden="true" className="size-3.5" />
              {t(`premium.card.tiers.${match.premium_tier}`)}
            </span>
            <span
              className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', URGENCY_CLASSES[match.urgency])}
            >
              {t(`premium.card.urgency.${match.urgency}`)}
            </span>
          </div>
          <p className="mt-1 text-sm font-medium text-slate-800">{match.company}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 text-slate-500" />
              {match.location ?? t('premium.card.remote')}
            </span>
            {travel ? (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4 text-slate-500" />
                {travel}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-row flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end">
          <span
            className={cn('rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap', SCORE_CLASSES[band])}
            data-testid="premium-match-score"
          >
            {t('premium.card.match', { percent: match.match_score })}
          </span>
          <span className="text-lg font-bold whitespace-nowrap text-slate-900" data-testid="premium-pay">
            {t('premium.card.pay', { rate: formatMoney(match.pay_rate) })}
          </span>
          <span className="inline-flex items-center gap-1 text-sm text-green-800">
            <Award aria-hidden="true" className="size-4" />
            {match.certification_bonus > 0
              ? t('premium.card.bonus', { bonus: formatMoney(match.certification_bonus) })
              : t('premium.card.noBonus')}
          </span>
        </div>
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <section>
          <h5 className="flex items-center gap-1 text-sm font-semibold text-slate-900">
            <Lightbulb aria-hidden="true" className="size-4 text-amber-700" />
            {t('premium.card.insights')}
          </h5>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {match.ai_insights.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
        <section>
          <h5 className="flex items-center gap-1 text-sm font-semibold text-slate-900">
            <Star aria-hidden="true" className="size-4 text-blue-700" />
            {t('premium.card.highlights')}
          </h5>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {match.job_highlights.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      </div>

      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-3 text-center text-sm">
        <div>
          <dt className="text-xs text-slate-600">{t('premium.card.competition')}</dt>
          <dd className="font-semibold text-slate-900">
            {t(`premium.card.competitionLevels.${match.estimated_competition}`)}
          </dd>
        </div>
        <div>
          <dt className="inline-flex items-center gap-1 text-xs text-slate-600">
            <Users aria-hidden="true" className="size-3.5" />
            {t('premium.card.applications')}
          </dt>
          <dd className="font-semibold text-slate-900">{formatNumber(match.applications)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('premium.card.success')}</dt>
          <dd className="font-semibold text-slate-900">{`${match.success_probability}%`}</dd>
        </div>
      </dl>

      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onDetails(match)}>
          {t('premium.card.details')}
        </Button>
        <Button onClick={() => onApply(match)}>{t('premium.card.apply')}</Button>
      </div>
    </Card>
  );
}
