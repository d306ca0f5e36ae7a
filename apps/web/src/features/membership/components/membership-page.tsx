import { MEMBERSHIP_TIERS, type MembershipTier } from '@hirehand/shared/membership/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useMySubscription } from '@/lib/membership/my-subscription';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useSession } from '@/lib/session/use-session';
import { usePackages } from '../api/packages';
import { useStartCheckout } from '../api/start-checkout';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { type PlanAction, planAction } from '../lib/plan-action';
import { Banner } from './banner';
import { BillingHistory } from './billing-history';
import { CurrentPlan } from './current-plan';
import { MembershipFaq } from './membership-faq';
import { PlanCard } from './plan-card';
import { WhyUpgrade } from './why-upgrade';

type Notice = { tone: 'info' | 'error'; text: string; signIn?: boolean } | null;

/**
 * /membership (spec 1 §2): the plans from GET /api/membership/packages, the signed-in person's
 * plan with its dates, usage and billing, why upgrade and the FAQ. Choosing a paid plan starts
 * checkout and sends the browser to the provider's page.
 */
export function MembershipPage() {
  const { t } = useTranslation('membership');
  const session = useSession();
  const packages = usePackages();
  const subscription = useMySubscription(Boolean(session));
  const checkout = useStartCheckout();
  const [notice, setNotice] = useState<Notice>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const mine = session ? subscription.data : null;
  // Once a session is made the browser is leaving for checkout: keep saying so.
  const processing = checkout.isPending || checkout.isSuccess;

  const labelOf = (action: PlanAction, name: string) => {
    switch (action.kind) {
      case 'current':
        return t('card.currentPlan');
      case 'sign-up':
        return t('card.getStarted');
      case 'back-to-basic':
        return t('card.switchToBasic');
      case 'trial':
        return t('card.startTrial', { days: action.days });
      case 'upgrade':
        return t('card.upgrade', { plan: name });
      case 'pay-trial':
        return t('card.payTrial', { plan: name });
    }
  };

  const choose = (tier: MembershipTier, action: PlanAction, name: string) => {
    setNotice(null);
    if (action.kind === 'current') {
      setNotice({
        tone: 'info',
        text: tier === 'basic' ? t('page.alreadyBasic') : t('page.alreadyOnTier', { plan: name }),
      });
    } else if (action.kind === 'back-to-basic') {
      setNotice({ tone: 'info', text: t('page.backToBasic') });
    } else if (!session) {
      if (action.kind === 'sign-up') openAuthModal('register');
      else setNotice({ tone: 'error', text: t('page.signInToUpgrade'), signIn: true });
    } else if (tier === 'basic') {
      setNotice({ tone: 'info', text: t('page.alreadyBasic') });
    } else {
      checkout.mutate(tier, {
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: error instanceof ApiError && error.detail ? error.detail : t('page.checkoutFailed'),
          }),
      });
    }
  };

  return (
    <>
      <DocumentTitle title={t('page.title')} />
      <div className="bg-linear-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{t('page.eyebrow')}</p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 text-4xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-5xl"
          >
            {t('page.heading')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('page.lead')}</p>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:pb-24">
        <div className="grid gap-4 empty:hidden">
          {processing ? <Banner tone="busy" testId="processing-banner" text={t('page.processing')} /> : null}
          {notice ? (
            <Banner tone={notice.tone} testId="membership-notice" text={notice.text}>
              {notice.signIn ? (
                <Button onClick={() => openAuthModal('login')}>{t('page.signIn')}</Button>
              ) : null}
            </Banner>
          ) : null}
          {session && subscription.isError ? (
            <Banner tone="error" text={t('subscription.loadFailed')} />
          ) : null}
          {mine ? <CurrentPlan subscription={mine} /> : null}
        </div>

        {packages.isPending ? (
          <Banner tone="busy" testId="membership-loading" text={t('page.loading')} />
        ) : packages.isError ? (
          <Banner tone="error" testId="membership-error" text={t('page.loadFailed')}>
            <Button variant="secondary" onClick={() => void packages.refetch()}>
              {t('page.retry')}
            </Button>
          </Banner>
        ) : (
          <section aria-label={t('page.heading')}>
            <ul className="mx-auto grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3 lg:items-stretch">
              {MEMBERSHIP_TIERS.map((tier) => {
                const plan = packages.data.packages[tier];
                const action = planAction(plan, mine);
                return (
                  <li key={tier} className="flex">
                    <PlanCard
                      plan={plan}
                      current={action.kind === 'current' || action.kind === 'pay-trial'}
                      locked={action.kind === 'current'}
                      actionLabel={labelOf(action, plan.name)}
                      busy={processing}
                      taxesExtra={packages.data.taxes_extra}
                      trialOpen={action.kind === 'trial'}
                      onChoose={() => choose(tier, action, plan.name)}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        {mine ? <BillingHistory /> : null}
        <WhyUpgrade />
        <MembershipFaq />
      </div>
    </>
  );
}
