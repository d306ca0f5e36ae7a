import { PAY_PER_POST, PLAN_CATALOG } from '@hirehand/shared/membership/plans';
import type { CheckoutStatusDto } from '@hirehand/shared/payments/payments';
import {
  ArrowRight,
  Briefcase,
  Check,
  CircleCheck,
  LayoutDashboard,
  MessageCircle,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

const NEXT_STEPS = [
  { id: 'chat', to: '/#ai-chat', icon: MessageCircle },
  { id: 'profile', to: '/profile', icon: UserRound },
  { id: 'jobs', to: '/#jobs', icon: Briefcase },
] as const;

/** Spec 1 §9: amount_total / 100 with two decimals, then the currency upper-cased ("4.99 CAD"). */
export const formatAmountTotal = (status: Pick<CheckoutStatusDto, 'amount_total' | 'currency'>) =>
  `${(status.amount_total / 100).toFixed(2)} ${status.currency.toUpperCase()}`;

/** The paid view: plan, amount, cycle, status, the features unlocked and where to go next. */
export function PaymentSuccess({ status }: { status: CheckoutStatusDto }) {
  const { t } = useTranslation('membership');
  const reader = useReader();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const tier = status.membership_tier;
  const plan = tier ? t(`plans.${tier}.name`) : null;
  const trial = status.payment_status === 'no_payment_required';
  const features = tier ? PLAN_CATALOG[tier].features : [];
  // A job post paid for (Pay-Per-Post): no plan, a one-off payment, and the dashboard next.
  const post = status.posting_id !== null;
  const days = PAY_PER_POST.visibilityDays;
  const steps = post ? ([{ id: 'post', to: '/dashboard', icon: LayoutDashboard }] as const) : NEXT_STEPS;

  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm user-text sm:p-10">
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
        >
          {trial ? t('result.trialHeading') : t('result.paidHeading')}
        </h1>
        <p role="status" data-testid="payment-result-message" className="mt-2 text-slate-700">
          {plan ? t('result.welcome', { plan }) : null}
          {post && status.estimated_reach !== null ? (
            <>{t('result.postReach', { count: status.estimated_reach })} </>
          ) : null}
          {post ? t('result.postOpen', { days }) : null}
          {trial && status.trial_end ? (
            <> {t('result.trialEnds', { date: formatDate(status.trial_end, reader) })}</>
          ) : null}
        </p>
      </div>

      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t('result.details')}</h2>
      <dl
        data-testid="payment-details"
        className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm"
      >
        {plan || post ? (
          <>
            <dt className="text-slate-600">{t('result.plan')}</dt>
            <dd className="font-semibold text-slate-900">{plan ?? t('result.post')}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t('result.amount')}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{formatAmountTotal(status)}</dd>
        <dt className="text-slate-600">{t('result.billingCycle')}</dt>
        <dd className="font-semibold text-slate-900">
          {post ? t('result.postCycle', { days }) : t('result.monthly')}
        </dd>
        <dt className="text-slate-600">{t('result.status')}</dt>
        <dd className="font-semibold text-slate-900">{t(`result.statuses.${status.payment_status}`)}</dd>
      </dl>

      {features.length > 0 ? (
        <>
          <h2 className="mt-8 text-lg font-semibold text-slate-900">{t('result.unlocked')}</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-800">
            {features.map((feature) => (
              <li key={feature.key} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                {t(`features.${feature.key}` as 'features.applications_5')}
                {feature.later ? t('laterSuffix') : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t('result.nextSteps')}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {steps.map(({ id, to, icon: Icon }) => (
          <li key={id}>
            <Link
              to={to}
              className="flex h-full items-center gap-3 rounded-xl border border-slate-200 p-3 text-sm font-semibold text-blue-800 hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className="flex-1">{id === 'post' ? t('result.postStep') : t(`result.steps.${id}`)}</span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
