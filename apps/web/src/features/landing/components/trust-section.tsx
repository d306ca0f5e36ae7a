import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useSession } from '@/lib/session/use-session';
import { LandingSection } from './landing-section';
import { TrustScoreCard } from './trust-score-card';

/**
 * Trust and verification (#trust): what the 0–100 score is made of, on an example profile.
 * No "trusted users earn more" figure: the platform has no hires and reviews to compute one from yet.
 */
export function TrustSection() {
  const { t } = useTranslation('landing');
  const session = useSession();
  const start = (
    <>
      <ShieldCheck aria-hidden="true" className="size-5" />
      {t('trust.start')}
    </>
  );
  return (
    <LandingSection id="trust" labelledBy="trust-heading" className="bg-slate-50">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            id="trust-heading"
            align="left"
            eyebrow={t('trust.eyebrow')}
            title={t('trust.heading')}
            lead={t('trust.lead')}
          />
          {/* Signed in, the trust score is built on the profile; signed out, it starts with an account. */}
          {session ? (
            <Button size="lg" className="mt-8" asChild>
              <Link to="/profile">{start}</Link>
            </Button>
          ) : (
            <Button size="lg" className="mt-8" onClick={() => openAuthModal('register')}>
              {start}
            </Button>
          )}
        </div>
        <TrustScoreCard />
      </div>
    </LandingSection>
  );
}
