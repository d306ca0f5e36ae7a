import { Handshake, type LucideIcon, Sparkles, UserRoundPlus, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatNumber } from '@/lib/format';
import { LandingSection } from './landing-section';

const STEPS: { id: 'profile' | 'discover' | 'apply' | 'paid'; icon: LucideIcon }[] = [
  { id: 'profile', icon: UserRoundPlus },
  { id: 'discover', icon: Sparkles },
  { id: 'apply', icon: Handshake },
  { id: 'paid', icon: Wallet },
];

/** Four steps from sign-up to getting paid, for workers. */
export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="how-it-works" labelledBy="how-it-works-heading" className="bg-white">
      <SectionHeading
        id="how-it-works-heading"
        eyebrow={t('howItWorks.eyebrow')}
        title={t('howItWorks.heading')}
        lead={t('howItWorks.lead')}
      />
      <div className="relative mt-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-8 right-[12.5%] left-[12.5%] hidden h-0.5 bg-linear-to-r from-blue-200 via-blue-300 to-blue-200 lg:block"
        />
        <ol className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {STEPS.map((step, index) => {
            const Icon = step.icon;
            return (
              <li key={step.id} className="relative flex flex-col items-center text-center">
                <span className="relative flex size-16 items-center justify-center rounded-2xl bg-blue-700 text-white shadow-lg shadow-blue-700/25 ring-8 ring-white">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <p className="mt-5 text-sm font-semibold text-blue-700">
                  {t('howItWorks.stepLabel', { number: formatNumber(index + 1) })}
                </p>
                <h3 className="mt-1 text-lg font-semibold text-slate-900">
                  {t(`howItWorks.steps.${step.id}.title`)}
                </h3>
                <p className="mt-2 max-w-xs text-sm text-slate-700">
                  {t(`howItWorks.steps.${step.id}.body`)}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </LandingSection>
  );
}
