import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useSession } from '@/lib/session/use-session';
import type { JobFilters, SearchPoint } from '../api/job-filters';
import { alertFiltersOf, useSaveSearch } from '../api/save-search';

/** The refusal code of a save past the plan's saved searches (packages/shared job-alert-errors). */
const LIMIT_REACHED = 'job_alerts.limit_reached';

/**
 * 'Save this search': keeps the board's applied filters as a job alert (decision 041), toasting
 * its name and how its matches arrive; past the plan's limit it shows the refusal with a link to
 * the plans. Signed out, it opens sign-in.
 */
export function SaveSearchButton({ filters, point }: { filters: JobFilters; point: SearchPoint | null }) {
  const { t } = useTranslation('jobs');
  const session = useSession();
  const save = useSaveSearch();
  const error = save.error instanceof ApiError ? save.error : null;

  const onClick = () => {
    if (!session) {
      openAuthModal('login');
      return;
    }
    save.mutate(alertFiltersOf(filters, point), {
      onSuccess: ({ alert, frequency }) =>
        toast(t(`saveSearch.saved.${frequency}`, { name: alert.name }), 'success'),
    });
  };

  return (
    <div className="flex flex-col items-start gap-1">
      <Button type="button" variant="secondary" onClick={onClick} disabled={save.isPending}>
        {save.isPending ? t('saveSearch.saving') : t('saveSearch.button')}
      </Button>
      {save.isError ? (
        <p role="alert" className="max-w-md text-sm text-red-700">
          {error?.detail ?? t('saveSearch.failed')}{' '}
          {error?.code === LIMIT_REACHED ? (
            <Link to="/membership" className="font-semibold text-blue-700 underline">
              {t('saveSearch.upgrade')}
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
