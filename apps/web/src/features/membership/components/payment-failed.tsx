import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

/** The not-completed view (and the error state): what happened, Try Again and Return to Home. */
export function PaymentFailed({ heading, message }: { heading: string; message: string }) {
  const { t } = useTranslation('membership');
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="flex flex-col items-center rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <CircleX aria-hidden="true" className="size-12 text-red-700" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {heading}
      </h1>
      <p role="alert" data-testid="payment-result-message" className="mt-3 text-slate-800">
        {message}
      </p>
      <div className="mt-8 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to="/membership">{t('result.tryAgain')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/">{t('result.home')}</Link>
        </Button>
      </div>
    </div>
  );
}
