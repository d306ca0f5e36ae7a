import { UNLIMITED } from '@hirehand/shared/membership/plans';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useMySubscription } from '@/lib/membership/my-subscription';
import { useSession } from '@/lib/session/use-session';

/** What is left of a monthly application limit: null without one (or until it is known). */
export interface ApplicationQuota {
  left: number;
  limit: number;
}

/**
 * The worker's applications left this month, on a plan with a monthly limit. Asked only while
 * `open` (the apply dialog shows), so my-subscription is not fetched before.
 */
export function useApplicationQuota(open: boolean): ApplicationQuota | null {
  const session = useSession();
  const worker = session?.user.user_type === 'worker';
  const { data } = useMySubscription(open && worker);
  if (!worker || !data || data.applications_per_month === UNLIMITED) return null;
  return {
    left: Math.max(0, data.applications_per_month - data.applications_used),
    limit: data.applications_per_month,
  };
}

/** "3 of 5 applications left this month". */
export function ApplicationsLeft({ quota }: { quota: ApplicationQuota }) {
  const { t } = useTranslation('applications');
  return (
    <p data-testid="applications-left" className="mt-2 text-sm font-medium text-slate-800">
      {t('apply.applicationsLeft', { left: formatNumber(quota.left), limit: formatNumber(quota.limit) })}
    </p>
  );
}

/** The 403 of the monthly limit: the server's text and an Upgrade link to /membership. */
export function ApplicationLimitNotice({
  message,
  className,
  onUpgrade,
}: {
  message: string;
  className?: string;
  onUpgrade(): void;
}) {
  const { t } = useTranslation('applications');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-amber-600 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center',
        className,
      )}
    >
      <p className="flex flex-1 items-start gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        {message}
      </p>
      <Button asChild size="sm">
        <Link to="/membership" onClick={onUpgrade}>
          {t('apply.upgrade')}
        </Link>
      </Button>
    </div>
  );
}
