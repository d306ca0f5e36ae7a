import { BadgeCheck, Bot, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { PROFESSIONS } from '../lib/professions';
import { SAMPLE_TRUST_SCORE, TRUST_SCORE_MAX } from '../lib/trust-sample';
import { ScoreRing } from './score-ring';

const electrician = PROFESSIONS.find((profession) => profession.id === 'electrician')!;

/** A CSS-drawn example of the product (marked as one): an AI chat, detected skills, a trust score and a pay range. */
export function HeroPreview() {
  const { t } = useTranslation('landing');
  const skills = t('hero.preview.skills', { returnObjects: true });

  return (
    <figure className="relative mx-auto w-full max-w-lg lg:max-w-none">
      <figcaption className="sr-only">{t('hero.preview.caption')}</figcaption>
      <div
        aria-hidden="true"
        className="absolute inset-4 -z-10 rotate-3 rounded-[2rem] bg-linear-to-br from-blue-700 via-blue-600 to-indigo-700 opacity-90 sm:inset-6"
      />

      <div className="relative rounded-3xl border border-slate-200 bg-white p-5 shadow-2xl shadow-blue-900/15 sm:p-6 lg:mr-10 lg:mb-20">
        <p className="absolute -top-3 left-5 rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">
          {t('hero.preview.example')}
        </p>
        <div className="flex items-center gap-3 border-b border-slate-100 pb-4">
          <span className="flex size-10 items-center justify-center rounded-full bg-blue-700 text-white">
            <Bot aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{t('hero.preview.chatTitle')}</p>
            <p className="flex items-center gap-1.5 text-xs text-slate-600">
              <span aria-hidden="true" className="size-2 rounded-full bg-green-600" />
              {t('hero.preview.online')}
            </p>
          </div>
        </div>

        <div className="space-y-3 py-4 text-sm">
          <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-md bg-blue-700 px-4 py-2.5 text-white">
            {t('hero.preview.userMessage')}
          </p>
          <p className="max-w-[90%] rounded-2xl rounded-bl-md bg-slate-100 px-4 py-2.5 text-slate-800">
            {t('hero.preview.aiMessage')}
          </p>
        </div>

        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('hero.preview.skillsFound')}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-blue-50 px-3 py-1 text-xs font-medium text-blue-900 ring-1 ring-blue-200"
              >
                {skill}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mt-4 grid grid-cols-2 gap-3 lg:contents">
        <Card className="flex items-center gap-3 p-3 shadow-xl shadow-blue-900/10 lg:absolute lg:bottom-0 lg:-left-8 lg:p-4">
          <ScoreRing
            size="sm"
            score={SAMPLE_TRUST_SCORE}
            label={t('trust.gaugeLabel', { score: SAMPLE_TRUST_SCORE, max: TRUST_SCORE_MAX })}
          />
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-600">{t('hero.preview.trustLabel')}</p>
            <p className="font-bold text-slate-900">{t('hero.preview.trustStatus')}</p>
            <p className="mt-0.5 flex items-center gap-1 text-xs font-medium whitespace-nowrap text-green-800">
              <BadgeCheck aria-hidden="true" className="size-3.5 shrink-0" />
              {t('hero.preview.verified')}
            </p>
          </div>
        </Card>

        <Card className="p-3 shadow-xl shadow-blue-900/10 lg:absolute lg:-top-6 lg:right-0 lg:p-4">
          <p className="text-xs font-medium text-slate-600">{t('hero.preview.earningsLabel')}</p>
          <p className="mt-1 text-lg font-extrabold text-slate-900 tabular-nums sm:text-xl">
            {t('hero.preview.earningsValue', {
              min: formatMoney(electrician.payMin),
              max: formatMoney(electrician.payMax),
            })}
          </p>
          <p className="mt-1 flex items-center gap-1 text-xs font-semibold text-green-800">
            <TrendingUp aria-hidden="true" className="size-3.5 shrink-0" />
            {t('professions.demand.veryHigh')}
          </p>
        </Card>
      </div>
    </figure>
  );
}
