import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Spinner } from '@/components/ui/spinner';
import { MEMBERSHIP_QUERY_KEY } from '@/lib/query-keys';
import { useCheckoutStatus } from '../api/checkout-status';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { paymentOutcome } from '../lib/payment-outcome';
import { PaymentFailed } from './payment-failed';
import { PaymentSuccess } from './payment-success';

function Verifying() {
  const { t } = useTranslation('membership');
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="flex flex-col items-center text-center">
      <Spinner className="size-12 text-blue-700" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {t('result.verifying')}
      </h1>
      <p role="status" className="mt-2 text-slate-700">
        {t('result.verifyingHint')}
      </p>
    </div>
  );
}

/**
 * /membership-success?session_id= (spec 1 §2, §4): asks the checkout's status every 2000 ms, up
 * to 5 times, then shows the plan bought (a trial counts, decision 032), what went wrong, or
 * that nothing was charged.
 */
export function PaymentResultPage() {
  const { t } = useTranslation('membership');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') || null;
  const { status, attempts, failed } = useCheckoutStatus(sessionId);
  const outcome = paymentOutcome({ sessionId, status, attempts, failed });
  const queryClient = useQueryClient();
  const succeeded = outcome.kind === 'success';

  useEffect(() => {
    // The plan changed: /membership and the apply dialog read it afresh.
    if (succeeded)
      void queryClient.invalidateQueries({ queryKey: MEMBERSHIP_QUERY_KEY, refetchType: 'none' });
  }, [succeeded, queryClient]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <DocumentTitle title={t('result.title')} />
      {outcome.kind === 'verifying' ? <Verifying /> : null}
      {outcome.kind === 'success' ? <PaymentSuccess status={outcome.status} /> : null}
      {outcome.kind === 'not-paid' ? (
        <PaymentFailed heading={t('result.notCompletedHeading')} message={t('result.notPaid')} />
      ) : null}
      {outcome.kind === 'error' ? (
        <PaymentFailed heading={t('result.errorHeading')} message={t(`result.errors.${outcome.reason}`)} />
      ) : null}
    </div>
  );
}
