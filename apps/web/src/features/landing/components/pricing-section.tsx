import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/ui/section-heading';
import { LANDING_PLANS } from '../lib/pricing-plans';
import { LandingSection } from './landing-section';
import { PricingCard } from './pricing-card';

/**
 * Pricing (#pricing): the three plans, with prices from the plan catalog. It hydrates after the
 * rest of the page (landing-page.tsx); `data-hydrated` marks when its buttons answer in the app.
 */
export function PricingSection() {
  const { t } = useTranslation('landing');
  useEffect(() => document.getElementById('pricing')?.setAttribute('data-hydrated', 'true'), []);
  return (
    <LandingSection id="pricing" labelledBy="pricing-heading" className="bg-white">
      <SectionHeading
        id="pricing-heading"
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.heading')}
        lead={t('pricing.lead')}
      />
      <ul className="mx-auto mt-14 grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3 lg:items-stretch">
        {LANDING_PLANS.map((plan) => (
          <li key={plan.id} className="flex">
            <PricingCard plan={plan} />
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center text-sm text-slate-600">{t('pricing.footnote')}</p>
    </LandingSection>
  );
}
