import { type ComponentType, lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/document-title';
import { usePublicStats } from '../api/public-stats';
import { whenNearViewport } from '../hooks/use-near-viewport';
import { usePostJobLink } from '../hooks/use-post-job';
import { EmployersSection } from './employers-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { JobBoardSection } from './job-board-section';
import { ProfessionsSection } from './professions-section';
import { SafetySection } from './safety-section';
import { TrustSection } from './trust-section';

/**
 * Pricing, last on the page, hydrates as it nears the viewport: its code is not part of the
 * first load, and until then its prerendered plan buttons work as the links they are.
 */
const PricingSection = lazy(async () => {
  await whenNearViewport('pricing');
  return { default: (await import('./pricing-section')).PricingSection };
});

/** Memoized: an update from the page (its figures arriving) would drop the prerendered section before it hydrates. */
const Pricing = memo(function Pricing() {
  return (
    <Suspense fallback={null}>
      <PricingSection />
    </Suspense>
  );
});

export interface LandingPageProps {
  /** The live job board (the jobs feature's), loaded when the visitor nears it. */
  jobBoard: ComponentType;
  /** Opens the AI career discovery dialog, with a first question (sent at once) when given. */
  askAssistant(message?: string): void;
}

/** The public landing page (/): sections in the order of LANDING_ANCHORS. */
export function LandingPage({ jobBoard, askAssistant }: LandingPageProps) {
  const { t } = useTranslation('landing');
  const figures = usePublicStats();
  usePostJobLink();
  return (
    <>
      <DocumentTitle title={t('title')} />
      <HeroSection askAssistant={askAssistant} figures={figures} />
      <HowItWorksSection />
      <ProfessionsSection askAssistant={askAssistant} figures={figures} />
      <JobBoardSection board={jobBoard} />
      <EmployersSection />
      <SafetySection />
      <TrustSection />
      <Pricing />
    </>
  );
}
