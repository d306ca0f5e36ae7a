import type { AiMatchResultDto, MatchedJobDto } from '@hirehand/shared/matching/match-jobs';
import { Brain, CircleAlert, RotateCcw, SearchX, Settings2, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { APP_LOCALE, formatNumber } from '@/lib/format';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { useSession } from '@/lib/session/use-session';
import { useMatchJobs, useSavedJobIds, useSetJobSaved } from '../api/matching-api';
import { WORK_PREFERENCES_PATH } from '../lib/paths';
import { MarketInsights } from './market-insights';
import { MatchedJobCard } from './matched-job-card';
import { SmartNotificationsPanel } from './smart-notifications-panel';

export interface AiMatcherDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Opens on a panel: `notifications` moves focus to Smart Notifications (AI Matching Analytics' Configure Notifications). */
  panel?: 'notifications';
}

/** The server's text for a refusal the worker can act on (403 not allowed, 429 too many), else ours. */
function matchFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 429) && error.detail)
    return error.detail;
  return fallback;
}

/**
 * The AI Job Matcher (spec 2 §2.3, §4): an idle prompt, then loading, then the worker's matches
 * (or the empty state), each explained factor by factor; beside them, Smart Notifications and
 * Market Insights (below on a phone).
 */
export function AiMatcherDialog({ open, onOpenChange, panel }: AiMatcherDialogProps) {
  const { t } = useTranslation('matching');
  const session = useSession();
  const match = useMatchJobs();
  const find = () => {
    if (!session || match.isPending) return;
    match.mutate({ worker_id: session.user.id, send_notifications: false });
  };
  const result = match.isPending ? undefined : match.data;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} data-testid="ai-matcher" className="max-w-6xl p-4 sm:p-6">
        <div className="flex items-start gap-3 pr-10">
          <span className="rounded-xl bg-blue-100 p-2 text-blue-800">
            <Brain aria-hidden="true" className="size-6" />
          </span>
          <div>
            <DialogTitle className="text-xl sm:text-2xl">{t('title')}</DialogTitle>
            <DialogDescription>{t('subtitle')}</DialogDescription>
          </div>
        </div>

        {/* Always in the page, so screen readers announce the search starting and its outcome. */}
        <p role="status" className="sr-only">
          {match.isPending
            ? t('loading.heading')
            : result
              ? t('found', { count: result.total_matches, formatted: formatNumber(result.total_matches) })
              : ''}
        </p>
        <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            {match.isPending ? (
              <div className="flex flex-col items-center gap-2 py-16 text-center">
                <Spinner className="size-8" />
                <p className="font-semibold text-slate-900">{t('loading.heading')}</p>
                <p className="text-sm text-slate-700">{t('loading.text')}</p>
              </div>
            ) : match.isError ? (
              <div className="flex flex-col items-center gap-3 py-12 text-center">
                <div role="alert" className="flex flex-col items-center gap-1">
                  <CircleAlert aria-hidden="true" className="size-8 text-red-700" />
                  <p className="font-semibold text-slate-900">{t('error.heading')}</p>
                  <p className="text-sm text-slate-700">{matchFailure(match.error, t('error.generic'))}</p>
                </div>
                <Button onClick={find}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {t('error.retry')}
                </Button>
              </div>
            ) : result ? (
              <MatchResults result={result} onRefresh={find} onClose={() => onOpenChange(false)} />
            ) : (
              <div className="flex flex-col items-center gap-3 rounded-xl bg-gradient-to-br from-blue-50 to-indigo-50 px-4 py-12 text-center">
                <Sparkles aria-hidden="true" className="size-10 text-blue-700" />
                <p className="text-lg font-semibold text-slate-900">{t('idle.heading')}</p>
                <p className="max-w-md text-sm text-slate-700">{t('idle.text')}</p>
                <Button size="lg" onClick={find}>
                  <Brain aria-hidden="true" className="size-5" />
                  {t('idle.find')}
                </Button>
              </div>
            )}
          </div>
          <aside className="grid content-start gap-4">
            <SmartNotificationsPanel focusOnOpen={panel === 'notifications'} />
            <MarketInsights insights={result?.personalized_insights ?? null} />
          </aside>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {hint ? <dd className="text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

function MissingPreferences({ missing, onClose }: { missing: string[]; onClose(): void }) {
  const { t, i18n } = useTranslation('matching');
  const names = missing.map((key) =>
    i18n.exists(`missing.fields.${key}`, { ns: 'matching' })
      ? t(`missing.fields.${key}` as never)
      : key.replaceAll('_', ' '),
  );
  const list = new Intl.ListFormat(APP_LOCALE, { type: 'conjunction' }).format(names);
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <Settings2 aria-hidden="true" className="size-4 shrink-0" />
      <span>{t('missing.text', { list })}</span>
      <Link to={WORK_PREFERENCES_PATH} onClick={onClose} className="font-semibold text-blue-800 underline">
        {t('missing.link')}
      </Link>
    </p>
  );
}

function MatchResults({
  result,
  onRefresh,
  onClose,
}: {
  result: AiMatchResultDto;
  onRefresh(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('matching');
  const { openModal } = useAppModals();
  const save = useSetJobSaved();
  const savedIds = useSavedJobIds();
  // What this dialog changed, over the saved list it loaded (which refreshes after each change).
  const [changed, setChanged] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const isSaved = (id: string) => changed.get(id) ?? savedIds.data?.has(id) ?? false;
  const [saving, setSaving] = useState<string | null>(null);
  const [saveErrors, setSaveErrors] = useState<Record<string, string>>({});
  const listId = useId();

  const toggleSave = (job: MatchedJobDto) => {
    if (saving) return;
    const next = !isSaved(job.id);
    setSaving(job.id);
    setSaveErrors(({ [job.id]: _, ...rest }) => rest);
    save.mutate(
      { jobId: job.id, saved: next },
      {
        onSuccess: () => setChanged((current) => new Map(current).set(job.id, next)),
        onError: () =>
          setSaveErrors((current) => ({
            ...current,
            [job.id]: next ? t('job.saveFailed') : t('job.unsaveFailed'),
          })),
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <div>
      <dl aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard label={t('stats.total')} value={formatNumber(result.total_matches)} />
        <StatCard label={t('stats.highConfidence')} value={formatNumber(result.high_confidence_matches)} />
        <StatCard
          label={t('stats.aiPowered')}
          value={t('stats.aiPoweredValue')}
          hint={t('stats.aiPoweredHint')}
        />
        <StatCard
          label={t('stats.successRate')}
          value={result.success_rate === null ? t('stats.successRateNone') : `${result.success_rate}%`}
          hint={result.success_rate === null ? t('stats.successRateNoneHint') : t('stats.successRateHint')}
        />
      </dl>

      {result.missing_preferences.length > 0 ? (
        <MissingPreferences missing={result.missing_preferences} onClose={onClose} />
      ) : null}

      {result.matched_jobs.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-2 py-10 text-center">
          <SearchX aria-hidden="true" className="size-10 text-slate-500" />
          <p className="text-lg font-semibold text-slate-900">{t('empty.heading')}</p>
          <p className="text-sm text-slate-700">{t('empty.text')}</p>
          <Link
            to={WORK_PREFERENCES_PATH}
            onClick={onClose}
            className="text-sm font-semibold text-blue-800 underline"
          >
            {t('empty.link')}
          </Link>
        </div>
      ) : (
        <>
          <h3 id={listId} className="sr-only">
            {t('list.label')}
          </h3>
          <ul aria-labelledby={listId} className="mt-5 grid gap-4">
            {result.matched_jobs.map((job) => (
              <li key={job.id}>
                <MatchedJobCard
                  job={job}
                  saved={isSaved(job.id)}
                  saving={saving === job.id}
                  saveError={saveErrors[job.id] ?? null}
                  onApply={(target) =>
                    openModal({ kind: 'apply', postingId: target.id, title: target.title })
                  }
                  onToggleSave={toggleSave}
                  onDetails={(target) => openModal({ kind: 'job', jobId: target.id })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onRefresh}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('refresh')}
        </Button>
      </div>
    </div>
  );
}
