import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import { List, Map as MapIcon } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { requestPosition, useGeolocation } from '@/lib/geolocation-store';
import { filtersFromSearchParams } from '../api/job-filters';
import { useJobSearch } from '../api/jobs-api';
import { useJobActions } from '../hooks/use-job-actions';
import { useJobFilterState } from '../hooks/use-job-filter-state';
import { JobFilterBar } from './job-filter-bar';
import { JobResults } from './job-results';

type View = 'list' | 'map';

const loadPosterProfileDialog = () => import('./poster-profile-dialog');
const PosterProfileDialog = lazy(async () => ({
  default: (await loadPosterProfileDialog()).PosterProfileDialog,
}));

const VIEWS = [
  { id: 'list', icon: List },
  { id: 'map', icon: MapIcon },
] as const;

type MapJob = { id: string; title: string; employer_id?: string | null };

/** What the Map view takes (the location feature's map panel, handed in by the page). */
export interface JobMapProps {
  jobs: JobListingDto[];
  canApply(job: MapJob): boolean;
  onApply(job: MapJob): void;
}

/**
 * The job board: the filter bar, a List / Map toggle, and the open jobs
 * from GET /api/jobs with the filters as query parameters, a page at a time.
 */
export function JobBoard({ mapPanel: JobMapPanel }: { mapPanel: ComponentType<JobMapProps> }) {
  const { t } = useTranslation('jobs');
  const [view, setView] = useState<View>('list');
  // A search can be linked to: /?searchTerm=welder&urgency=urgent#work opens with it.
  const [linked] = useState(() =>
    filtersFromSearchParams(new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search)),
  );
  const { filters, applied, update, applyNow, clear } = useJobFilterState(linked);
  const actions = useJobActions();
  const geo = useGeolocation();
  // Portfolio: the poster whose public profile is open.
  const [posterId, setPosterId] = useState<string | null>(null);

  // Distance needs a point: the typed city, else the device's position (asked for once).
  const wantsDevicePoint = applied.sortBy === 'distance' && applied.location.trim() === '';
  useEffect(() => {
    if (wantsDevicePoint && geo.status === 'idle') requestPosition();
  }, [wantsDevicePoint, geo.status]);
  const point = wantsDevicePoint && geo.status === 'granted' ? geo.position : null;
  const awaitingPoint = wantsDevicePoint && (geo.status === 'idle' || geo.status === 'pending');
  const search = useJobSearch(applied, point, !awaitingPoint);

  // A 400 names the city it could not place: show it by the location box.
  const badLocation =
    search.error instanceof ApiError && search.error.status === 400 && applied.location.trim() !== ''
      ? search.error.detail
      : undefined;
  const sortHint =
    wantsDevicePoint && ['denied', 'not_supported', 'unavailable'].includes(geo.status)
      ? t('filters.distanceNeedsPlace')
      : undefined;

  return (
    <div className="flex flex-col gap-6">
      <JobFilterBar
        filters={filters}
        onChange={update}
        onSubmit={applyNow}
        onClear={clear}
        locationError={badLocation}
        sortHint={sortHint}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-slate-700">
          {search.status === 'success' && view === 'list' ? <ResultCount search={search} /> : null}
        </p>
        <fieldset className="inline-flex rounded-xl border border-slate-300 bg-white p-1">
          <legend className="sr-only">{t('board.viewLabel')}</legend>
          {VIEWS.map(({ id, icon: Icon }) => (
            <button
              key={id}
              type="button"
              aria-pressed={view === id}
              onClick={() => setView(id)}
              className={cn(
                'inline-flex h-9 items-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
                view === id ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                focusRing,
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`board.${id}`)}
            </button>
          ))}
        </fieldset>
      </div>

      {view === 'list' ? (
        <div
          aria-busy={search.isPlaceholderData}
          className={cn('transition-opacity', search.isPlaceholderData && 'opacity-60')}
        >
          <JobResults
            jobs={search.jobs}
            status={badLocation ? 'success' : search.status}
            failed={search.isError && !badLocation && search.jobs.length === 0}
            hasNextPage={search.hasNextPage && !badLocation && !search.isPlaceholderData}
            isFetchingNextPage={search.isFetchingNextPage}
            nextPageFailed={search.isFetchNextPageError}
            onRetry={() => void search.refetch()}
            onLoadMore={() => void search.fetchNextPage()}
            isOwn={actions.isOwn}
            onApply={actions.apply}
            onPortfolio={setPosterId}
            onPortfolioIntent={() => void loadPosterProfileDialog()}
            onMessage={actions.message}
            onOpenDetails={(job) => actions.openPosting({ id: job.id, mode: 'job' })}
          />
        </div>
      ) : (
        <JobMapPanel
          jobs={search.jobs}
          canApply={(job) => !actions.isOwn(job) && !('applied' in job && job.applied === true)}
          onApply={actions.apply}
        />
      )}
      {posterId ? (
        <Suspense fallback={null}>
          <PosterProfileDialog
            open
            userId={posterId}
            onOpenChange={(open) => {
              if (!open) setPosterId(null);
            }}
            onOpenPosting={actions.openPosting}
            onOpenWorkHistory={actions.openWorkHistory}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** "248 jobs found" (the server's count of every match), or "12 jobs shown" when it sent none. */
function ResultCount({ search }: { search: ReturnType<typeof useJobSearch> }) {
  const { t } = useTranslation('jobs');
  const { total } = search;
  if (!total) return t('list.count', { count: search.jobs.length });
  const formatted = formatNumber(total.count);
  return total.capped
    ? t('list.foundAtLeast', { formatted })
    : t('list.found', { count: total.count, formatted });
}
