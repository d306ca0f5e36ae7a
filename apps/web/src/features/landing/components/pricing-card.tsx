import { cad } from '@hirehand/shared/platform/money-value';
import { useMutation } from '@tanstack/react-query';
import { Check, Sparkles } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber } from '@/lib/format';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useSession } from '@/lib/session/use-session';
import { usePostJob } from '../hooks/use-post-job';
import { type LandingPlan, POST_JOB_LINK } from '../lib/pricing-plans';
import { useServerPricing } from '../lib/server-pricing';

function useHighlight(plan: LandingPlan): string {
  const { t } = useTranslation('landing');
  switch (plan.id) {
    case 'free':
      return t('pricing.plans.free.highlight', {
        applications: formatNumber(plan.jobApplicationsPerMonth),
      });
    case 'pro':
      return t('pricing.plans.pro.highlight', { days: formatNumber(plan.trialDays) });
    case 'pay-per-post':
      return t('pricing.plans.pay-per-post.highlight', { days: formatNumber(plan.visibilityDays) });
  }
}

/** POST /api/payments/checkout/session for Monthly Pro, loaded on demand: the landing page's first load stays lean. */
function useStartTrial() {
  return useMutation({
    mutationKey: ['membership', 'checkout'],
    mutationFn: async () => (await import('@/lib/membership/checkout')).goToCheckout('professional'),
  });
}

/** Where each plan's button leads before the app has taken over (and for a signed-in Free, after). */
const PLAN_LINKS = { free: '/dashboard', pro: '/membership', 'pay-per-post': POST_JOB_LINK } as const;

/**
 * The plan's button: a link, so it works before the app has taken over. After that, signed out,
 * every plan starts with sign-up (Pay-Per-Post then opens the wizard). Signed in, it goes where
 * it promises: Free to the dashboard (every account starts on Free), Pay-Per-Post to the posting
 * wizard, and Monthly Pro to checkout for Professional (its trial needs no card).
 */
function PlanAction({ plan, popular }: { plan: LandingPlan; popular: boolean }) {
  const { t } = useTranslation('landing');
  const session = useSession();
  const postJob = usePostJob();
  const trial = useStartTrial();
  const label = t(`pricing.plans.${plan.id}.cta`);
  // Once a session is made the browser is on its way to checkout.
  const busy = trial.isPending || trial.isSuccess;

  const onClick = (event: MouseEvent) => {
    if (session && plan.id === 'free') return;
    if (plan.id === 'pay-per-post') return postJob(event);
    event.preventDefault();
    if (!session) openAuthModal('register');
    else if (!busy) trial.mutate();
  };
  const failure = trial.error
    ? trial.error instanceof ApiError && trial.error.detail
      ? trial.error.detail
      : t('pricing.checkoutFailed')
    : null;
  return (
    <>
      <Button size="lg" variant={popular ? 'primary' : 'secondary'} className="mt-8 w-full" asChild>
        <Link to={PLAN_LINKS[plan.id]} aria-disabled={busy || undefined} onClick={onClick}>
          {busy ? t('pricing.checkoutPending') : label}
        </Link>
      </Button>
      {plan.id === 'pro' ? (
        // Always in the page, so screen readers announce the failure when it fills in.
        // No icon: each would be one more request on the landing page's first load (its budget).
        <p role="alert" className={failure ? 'mt-3 text-sm font-medium text-red-700' : 'sr-only'}>
          {failure}
        </p>
      ) : null}
    </>
  );
}

/** One plan: price, its headline limit, features and its button; Monthly Pro is marked Popular. */
export function PricingCard({ plan }: { plan: LandingPlan }) {
  const { t } = useTranslation('landing');
  const popular = plan.id === 'pro';
  const headingId = `plan-${plan.id}`;
  const features = t(`pricing.plans.${plan.id}.features`, { returnObjects: true });
  const highlight = useHighlight(plan);
  const server = useServerPricing();
  const price = plan.id === 'pay-per-post' ? cad(server.postCents) : plan.price;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex w-full flex-col rounded-3xl border bg-white p-6 sm:p-8',
        popular
          ? 'border-blue-700 shadow-2xl shadow-blue-900/15 ring-1 ring-blue-700 lg:-my-4 lg:py-12'
          : 'border-slate-200 shadow-sm',
      )}
    >
      {popular ? (
        <span className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-blue-700 px-3 py-1 text-xs font-semibold text-white shadow">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('pricing.popular')}
        </span>
      ) : null}

      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t(`pricing.plans.${plan.id}.name`)}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t(`pricing.plans.${plan.id}.description`)}</p>

      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-5xl font-extrabold tracking-tight text-slate-900 tabular-nums">
          {formatMoney(price)}
        </span>
        <span className="text-sm font-medium text-slate-600">
          {plan.period === 'month' ? t('pricing.perMonth') : t('pricing.perPost')}
        </span>
        {server.taxesExtra && price.amount_cents ? (
          <span className="text-xs text-slate-600">({t('pricing.taxesExtra')})</span>
        ) : null}
      </p>
      <p
        className={cn(
          'mt-4 rounded-lg px-3 py-2 text-sm font-semibold',
          popular ? 'bg-blue-50 text-blue-900' : 'bg-slate-100 text-slate-800',
        )}
      >
        {highlight}
      </p>

      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
            {feature}
          </li>
        ))}
      </ul>

      <PlanAction plan={plan} popular={popular} />
    </article>
  );
}
