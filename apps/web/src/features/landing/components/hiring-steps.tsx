import { FilePlus2, HandCoins, type LucideIcon, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

const STEPS: { id: 'post' | 'match' | 'hire'; icon: LucideIcon }[] = [
  { id: 'post', icon: FilePlus2 },
  { id: 'match', icon: UsersRound },
  { id: 'hire', icon: HandCoins },
];

/** How hiring works (#how): three steps, inside the employers section. */
export function HiringSteps() {
  const { t } = useTranslation('landing');
  return (
    <div
      id="how"
      className="rounded-3xl bg-white p-6 text-slate-900 shadow-2xl shadow-black/30 ring-1 ring-white/10 sm:p-8"
    >
      <h3 className="text-xl font-bold">{t('employers.how.heading')}</h3>
      <ol className="mt-6 space-y-6">
        {STEPS.map((step, index) => {
          const Icon = step.icon;
          return (
            <li key={step.id} className="relative flex gap-4">
              {index < STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-12 bottom-[-1.5rem] left-5 w-px bg-slate-200"
                />
              ) : null}
              <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-700 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="text-xs font-semibold text-blue-800">
                  {t('howItWorks.stepLabel', { number: formatNumber(index + 1) })}
                </p>
                <h4 className="font-semibold">{t(`employers.how.steps.${step.id}.title`)}</h4>
                <p className="mt-1 text-sm text-slate-700">{t(`employers.how.steps.${step.id}.body`)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
