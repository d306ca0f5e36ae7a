import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { WIZARD_STEPS } from '../../lib/gig-form';

/**
 * The four steps with the current one marked (aria-current="step"); a polite live
 * region announces "Step n of 4: name" whenever the step changes.
 */
export function WizardStepper({ current }: { current: number }) {
  const { t } = useTranslation('gigs');
  const names = WIZARD_STEPS.map((step) => t(`wizard.steps.${step}`));
  return (
    <>
      <nav aria-label={t('wizard.steps.label')} className="mt-5">
        <ol className="grid grid-cols-4 gap-1">
          {names.map((name, index) => {
            const done = index < current;
            const active = index === current;
            return (
              <li
                key={name}
                aria-current={active ? 'step' : undefined}
                className="relative flex flex-col items-center gap-1 text-center"
              >
                {index > 0 ? (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute top-3.5 right-1/2 mr-4 h-0.5 w-[calc(100%-2rem)]',
                      index <= current ? 'bg-blue-700' : 'bg-slate-200',
                    )}
                  />
                ) : null}
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 items-center justify-center rounded-full border-2 text-xs font-bold',
                    done && 'border-blue-700 bg-blue-700 text-white',
                    active && 'border-blue-700 bg-white text-blue-800',
                    !done && !active && 'border-slate-300 bg-white text-slate-600',
                  )}
                >
                  {done ? <Check className="size-4" /> : index + 1}
                </span>
                <span
                  className={cn(
                    'text-xs font-medium',
                    active ? 'text-blue-800' : done ? 'text-slate-800' : 'text-slate-600',
                  )}
                >
                  {name}
                  {done ? <span className="sr-only"> ({t('wizard.steps.done')})</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      <p className="sr-only" aria-live="polite">
        {t('wizard.steps.current', { n: current + 1, total: names.length, name: names[current] ?? '' })}
      </p>
    </>
  );
}
