import { Award, BriefcaseBusiness, IdCard, type LucideIcon, Mail, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatNumber } from '@/lib/format';
import { SAMPLE_TRUST_SCORE, TRUST_FACTORS, TRUST_SCORE_MAX } from '../lib/trust-sample';
import { ScoreRing } from './score-ring';

const FACTOR_ICONS: Record<(typeof TRUST_FACTORS)[number]['id'], LucideIcon> = {
  email: Mail,
  id: IdCard,
  reviews: Star,
  jobs: BriefcaseBusiness,
  certs: Award,
};

/** The sample profile's trust score as a gauge, with the points each factor contributes. */
export function TrustScoreCard() {
  const { t } = useTranslation('landing');
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
        <ScoreRing
          size="lg"
          score={SAMPLE_TRUST_SCORE}
          label={t('trust.gaugeLabel', { score: SAMPLE_TRUST_SCORE, max: TRUST_SCORE_MAX })}
        />
        <div className="text-center sm:text-left">
          <p className="text-sm font-medium text-slate-600">{t('trust.sample')}</p>
          <p className="mt-1 text-2xl font-bold text-slate-900">{t('trust.level')}</p>
          <Badge tone="success" className="mt-3">
            {t('trust.points', {
              points: formatNumber(SAMPLE_TRUST_SCORE),
              max: formatNumber(TRUST_SCORE_MAX),
            })}
          </Badge>
        </div>
      </div>

      <h3 className="mt-8 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('trust.breakdown')}
      </h3>
      <ul className="mt-4 space-y-4">
        {TRUST_FACTORS.map((factor) => {
          const Icon = FACTOR_ICONS[factor.id];
          return (
            <li key={factor.id}>
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="flex items-center gap-2 font-medium text-slate-800">
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-blue-700" />
                  {t(`trust.factors.${factor.id}`)}
                </span>
                <span className="shrink-0 text-slate-600 tabular-nums">
                  {t('trust.points', { points: formatNumber(factor.points), max: formatNumber(factor.max) })}
                </span>
              </div>
              <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
                <div
                  className="h-full rounded-full bg-linear-to-r from-blue-600 to-green-600"
                  style={{ width: `${(factor.points / factor.max) * 100}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
