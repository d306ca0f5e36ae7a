import { ShieldCheck, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatNumber } from '@/lib/format';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useSession } from '@/lib/session/use-session';
import { TRUSTED_EARN_MORE } from '../lib/trust-sample';
import { LandingSection } from './landing-section';
import { TrustScoreCard } from './trust-score-card';

/** Trust and verification (#trust): what the 0–100 score is made of, with the sample score of 94. */
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
          <div className="mt-8 flex gap-4 rounded-2xl border border-green-200 bg-white p-5 shadow-sm">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-green-100 text-green-800">
              <TrendingUp aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0">
              <p className="text-xl font-bold text-slate-900">
                {t('trust.earnMore', {
                  min: formatNumber(TRUSTED_EARN_MORE.min),
                  max: formatNumber(TRUSTED_EARN_MORE.max),
                })}
              </p>
              <p className="mt-1 text-slate-700">{t('trust.earnMoreBody')}</p>
            </div>
          </div>
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
