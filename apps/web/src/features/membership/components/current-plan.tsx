import type { MySubscriptionDto } from '@hirehand/shared/membership/membership';
import { isPaidTier, UNLIMITED } from '@hirehand/shared/membership/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';
import { useOpenBillingPortal, useSubscriptionChange } from '../api/subscription-actions';
import { Banner } from './banner';
import { CancelPlanDialog } from './cancel-plan-dialog';

/** The line under the plan's name: when a trial or period ends, or what went wrong. */
function usePlanDates(subscription: MySubscriptionDto): string | null {
  const { t } = useTranslation('membership');
  const reader = useReader();
  const periodEnd = subscription.current_period_end
    ? formatDate(subscription.current_period_end, reader)
    : null;
  if (subscription.status === 'past_due') return t('current.pastDue');
  if (subscription.status === 'canceled')
    return isPaidTier(subscription.membership_tier) ? t('current.canceled') : null;
  if (subscription.status === 'trialing' && subscription.trial_end) {
    return t('current.trialEnds', { date: formatDate(subscription.trial_end, reader) });
  }
  if (!periodEnd || !isPaidTier(subscription.membership_tier)) return null;
  return subscription.cancel_at_period_end
    ? t('current.ends', { date: periodEnd })
    : t('current.renews', { date: periodEnd });
}

/** "3 of 5 applications left this month", or unlimited. */
function Usage({ subscription }: { subscription: MySubscriptionDto }) {
  const { t } = useTranslation('membership');
  const reader = useReader();
  const applications = subscription.applications_per_month;
  const chats = subscription.features.ai_chats_per_month;
  const limited = applications !== UNLIMITED || chats !== UNLIMITED;
  return (
    <ul className="mt-3 space-y-1 text-sm text-slate-800">
      <li>
        {applications === UNLIMITED
          ? t('subscription.applicationsUnlimited')
          : t('subscription.applicationsLeft', {
              // The noun agrees with the limit: "1 of 5 applications left".
              count: applications,
              left: Math.max(0, applications - subscription.applications_used),
              limit: applications,
            })}
      </li>
      <li>
        {chats === UNLIMITED
          ? t('subscription.aiChatsUnlimited')
          : t('subscription.aiChatsLeft', {
              count: chats,
              left: Math.max(0, chats - subscription.ai_chats_used),
              limit: chats,
            })}
      </li>
      {limited ? (
        <li className="text-slate-600">
          {t('subscription.resets', { date: formatDate(subscription.usage_resets_at, reader) })}
        </li>
      ) : null}
    </ul>
  );
}

/** Cancel at period end (after a confirmation), resume, and the provider's billing page. */
function PlanActions({ subscription }: { subscription: MySubscriptionDto }) {
  const { t } = useTranslation('membership');
  const reader = useReader();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resume = useSubscriptionChange('resume');
  const portal = useOpenBillingPortal();
  const live = isPaidTier(subscription.membership_tier) && subscription.status !== 'canceled';
  const failure = (cause: unknown, fallback: string) =>
    setError(cause instanceof ApiError && cause.detail ? cause.detail : fallback);
  if (!live && !subscription.can_manage_billing) return null;
  const periodEnd = subscription.current_period_end ?? subscription.trial_end;

  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-2">
        {live && !subscription.cancel_at_period_end ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('subscription.cancel')}
          </Button>
        ) : null}
        {live && subscription.cancel_at_period_end ? (
          <Button
            variant="secondary"
            disabled={resume.isPending}
            onClick={() => {
              setError(null);
              resume.mutate(undefined, {
                onSuccess: () => toast(t('subscription.resumed'), 'success'),
                onError: (cause) => failure(cause, t('subscription.changeFailed')),
              });
            }}
          >
            {resume.isPending ? <Spinner /> : null}
            {t('subscription.resume')}
          </Button>
        ) : null}
        {subscription.can_manage_billing ? (
          <Button
            variant="secondary"
            disabled={portal.isPending}
            onClick={() => {
              setError(null);
              portal.mutate(undefined, {
                onError: (cause) => failure(cause, t('subscription.billingPortalFailed')),
              });
            }}
          >
            {portal.isPending ? <Spinner /> : null}
            {t('subscription.manageBilling')}
          </Button>
        ) : null}
      </div>
      <div role="alert">
        {error ? <p className="mt-3 text-sm font-medium text-red-700">{error}</p> : null}
      </div>
      {live ? (
        <CancelPlanDialog
          open={confirming}
          planName={t(`plans.${subscription.membership_tier}.name`)}
          periodEnd={periodEnd ? formatDate(periodEnd, reader) : ''}
          onOpenChange={setConfirming}
        />
      ) : null}
    </div>
  );
}

/** The current plan banner: the plan, its dates, what is left this month and what can change. */
export function CurrentPlan({ subscription }: { subscription: MySubscriptionDto }) {
  const { t } = useTranslation('membership');
  const dates = usePlanDates(subscription);
  const planName = t(`plans.${subscription.membership_tier}.name`);
  return (
    <section
      aria-labelledby="current-plan-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="current-plan-heading" className="text-lg font-semibold text-slate-900">
        {t('subscription.heading')}
      </h2>
      <Banner
        tone={subscription.status === 'past_due' ? 'error' : 'info'}
        testId="current-plan-banner"
        className="mt-3"
        text={
          <>
            <strong>{t('current.banner', { plan: planName })}</strong>
            {dates ? <> {dates}</> : null}
          </>
        }
      />
      <Usage subscription={subscription} />
      <PlanActions subscription={subscription} />
    </section>
  );
}
