import type { AnalyticsTimeframe } from '@hirehand/shared/business/analytics';
import { ChartColumnBig, CircleAlert, RefreshCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session/use-session';
import {
  downloadAnalyticsCsv,
  useAnalyticsDashboard,
  useMyCompanies,
  useWorkerAnalytics,
} from '../api/business-analytics-api';
import { DashboardBody } from './analytics-dashboard-body';
import { AnalyticsToolbar } from './analytics-toolbar';
import { DEFAULT_ANALYTICS_TIMEFRAME, VIEW_SECTIONS, type View } from './analytics-views';

export interface BusinessAnalyticsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The Business Intelligence Dashboard (spec 2 §2.5, issue 22, decision 043): a company's figures
 * from GET /api/business/analytics/..., for the companies where the caller may view analytics.
 * A failure is an error with Retry (never sample data); a period without postings is an empty state.
 */
export function BusinessAnalyticsDialog({ open, onOpenChange }: BusinessAnalyticsDialogProps) {
  const { t } = useTranslation('business-analytics');
  const session = useSession();
  const [timeframe, setTimeframe] = useState<AnalyticsTimeframe>(DEFAULT_ANALYTICS_TIMEFRAME);
  const [view, setView] = useState<View>('overview');
  const [picked, setPicked] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const companiesQuery = useMyCompanies(open && session !== null);
  const companies = (companiesQuery.data?.companies ?? []).filter((company) =>
    company.permissions.includes('can_view_analytics'),
  );
  const companyId = companies.find((company) => company.id === picked)?.id ?? companies[0]?.id;
  // An employer's or a company's own company is made on first need: without any yet, the server
  // answers for the one it makes (no company_id).
  const ownsOne = session !== null && session.user.user_type !== 'worker';
  const ready = open && companiesQuery.isSuccess && (companyId !== undefined || ownsOne);
  const dashboard = useAnalyticsDashboard(timeframe, companyId, ready);
  const needsWorkers = VIEW_SECTIONS[view].includes('workers');
  const workers = useWorkerAnalytics(timeframe, companyId, ready && needsWorkers);
  const titleId = useId();

  const refresh = () => {
    if (companiesQuery.isError) void companiesQuery.refetch();
    void dashboard.refetch();
    if (needsWorkers) void workers.refetch();
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAnalyticsCsv(view, timeframe, companyId);
      toast(t('export.done'), 'success');
    } catch (error) {
      toast(
        error instanceof Error && 'detail' in error && error.detail
          ? String(error.detail)
          : t('export.failed'),
        'error',
      );
    } finally {
      setExporting(false);
    }
  };

  const loading = companiesQuery.isPending || (ready && dashboard.isPending);
  const failed = companiesQuery.isError || dashboard.isError;
  const noCompany = companiesQuery.isSuccess && companies.length === 0 && !ownsOne;
  const data = dashboard.data;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('close')}
        data-testid="business-analytics"
        aria-labelledby={titleId}
        className="max-w-6xl p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-start gap-3 pr-10">
          {/* On a phone the title takes the row, Refresh goes below it. */}
          <span className="hidden rounded-xl bg-blue-100 p-2 text-blue-800 sm:inline-flex">
            <ChartColumnBig aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
            <DialogTitle id={titleId} className="text-xl sm:text-2xl">
              {t('title')}
            </DialogTitle>
            <DialogDescription>{t('subtitle')}</DialogDescription>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={refresh}
            disabled={dashboard.isFetching || companiesQuery.isFetching}
          >
            <RefreshCcw aria-hidden="true" className={cn('size-4', dashboard.isFetching && 'animate-spin')} />
            {t('refresh')}
          </Button>
        </div>

        {noCompany ? null : (
          <AnalyticsToolbar
            companies={companies}
            companyId={companyId}
            onPickCompany={setPicked}
            timeframe={timeframe}
            onTimeframeChange={setTimeframe}
            view={view}
            onViewChange={setView}
            canExport={data !== undefined}
            exporting={exporting}
            onExport={() => void exportCsv()}
          />
        )}

        <p role="status" className="sr-only">
          {dashboard.isFetching ? t('loading') : ''}
        </p>
        {failed ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p role="alert" className="flex items-center gap-2 font-semibold text-slate-900">
              <CircleAlert aria-hidden="true" className="size-5 text-red-700" />
              {t('error')}
            </p>
            <Button onClick={refresh}>
              <RefreshCcw aria-hidden="true" className="size-4" />
              {t('retry')}
            </Button>
          </div>
        ) : loading ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center">
            <Spinner className="size-8" />
            <p className="font-semibold text-slate-900">{t('loading')}</p>
          </div>
        ) : noCompany ? (
          <div className="flex flex-col items-center gap-2 py-12 text-center">
            <ChartColumnBig aria-hidden="true" className="size-10 text-slate-500" />
            <p className="text-lg font-semibold text-slate-900">{t('noCompany.heading')}</p>
            <p className="max-w-md text-sm text-slate-700">{t('noCompany.text')}</p>
          </div>
        ) : data ? (
          <DashboardBody data={data} view={view} workers={workers} onClose={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
