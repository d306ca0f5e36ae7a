import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../app/document-title';
import { EmployersSection } from './employers-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { JobBoardSection } from './job-board-section';
import { PricingSection } from './pricing-section';
import { ProfessionsSection } from './professions-section';
import { SafetySection } from './safety-section';
import { TrustSection } from './trust-section';

/** The public landing page (/): sections in the order of LANDING_ANCHORS. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <>
      <DocumentTitle title={t('title')} />
      <HeroSection />
      <HowItWorksSection />
      <ProfessionsSection />
      <JobBoardSection />
      <EmployersSection />
      <SafetySection />
      <TrustSection />
      <PricingSection />
    </>
  );
}
