import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import { List, Map as MapIcon, MapPin } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { type LocationPermission, requestPosition, useGeolocation } from '@/lib/geolocation-store';
import { useAppModals } from '@/lib/modals/app-modals-context';
import type { SearchOrigin } from '@/lib/search-origin';
import { filtersFromSearchParams, type JobFilters } from '../api/job-filters';
import { useExclusiveAccess, useExclusiveJobs, useJobSearch, useNearestJobs } from '../api/jobs-api';
import { useJobActions } from '../hooks/use-job-actions';
import { useJobFilterState } from '../hooks/use-job-filter-state';
import { takeLinkedJobId } from '../lib/linked-job';
import { JobFilterBar } from './job-filter-bar';
import { ExclusiveJobsSection, JobResults } from './job-results';
import { SaveSearchButton } from './save-search-button';

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
  /** The jobs listed on the board now: marked when they have coordinates. */
  jobs: JobListingDto[];
  /** The board's reference point (the list's distances are from it); null: none yet. */
  origin: SearchOrigin | null;
  /** The board's distance filter in km; null: unlimited. */
  radiusKm: number | null;
  /** The board's search nearest first, from `origin`: the panel lists the first few. */
  nearest: { jobs: JobListingDto[] | undefined; isError: boolean; isFetching: boolean; refetch(): void };
  canApply(job: MapJob): boolean;
  onApply(job: MapJob): void;
}

const radiusKmOf = (filters: JobFilters) => (filters.radius === 'unlimited' ? null : Number(filters.radius));

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
  const { filters, applied: chosen, update, applyNow, clear } = useJobFilterState(linked);
  const actions = useJobActions();
  // A job linked to (a match e-mail's link lands on /?job=<id>) opens its detail, once.
  const { openModal } = useAppModals();
  useEffect(() => {
    const jobId = takeLinkedJobId();
    if (jobId) openModal({ kind: 'job', jobId });
  }, [openModal]);
  // The exclusive filter is Premium's: without `exclusive_jobs` it is neither shown on nor sent
  // (a linked `exclusive=true` included); while the plan loads, a search that names it waits.
  const exclusiveAccess = useExclusiveAccess();
  const keepsExclusive = exclusiveAccess === 'entitled' || exclusiveAccess === 'pending';
  const applied = useMemo(
    () => (exclusiveAccess === 'entitled' || !chosen.exclusive ? chosen : { ...chosen, exclusive: false }),
    [chosen, exclusiveAccess],
  );
  const shownFilters = keepsExclusive || !filters.exclusive ? filters : { ...filters, exclusive: false };
  const awaitingPlan = chosen.exclusive && exclusiveAccess === 'pending';
  const geo = useGeolocation();
  // Portfolio: the poster whose public profile is open.
  const [posterId, setPosterId] = useState<string | null>(null);

  // One reference point for the list and the map: the typed city, else the device's position
  // once the person shares it (here for a distance sort, or on the map); else none, and
  // every location is listed. The radius applies from that point only.
  const city = applied.location.trim();
  const wantsDevicePoint = applied.sortBy === 'distance' && city === '';
  useEffect(() => {
    if (wantsDevicePoint && geo.status === 'idle') requestPosition();
  }, [wantsDevicePoint, geo.status]);
  const point = city === '' && geo.status === 'granted' ? geo.position : null;
  const awaitingPoint = wantsDevicePoint && (geo.status === 'idle' || geo.status === 'pending');
  const search = useJobSearch(applied, point, !awaitingPoint && !awaitingPlan);
  const origin: SearchOrigin | null = city
    ? { kind: 'city', label: city, point: search.origin }
    : point
      ? { kind: 'device', point }
      : null;
  const radiusKm = radiusKmOf(applied);

  // A 400 names the city it could not place: show it by the location box.
  const badLocation =
    search.error instanceof ApiError && search.error.status === 400 && applied.location.trim() !== ''
      ? search.error.detail
      : undefined;
  const sortHint =
    wantsDevicePoint && ['denied', 'not_supported', 'unavailable'].includes(geo.status)
      ? t('filters.distanceNeedsPlace')
      : undefined;
  const nearest = useNearestJobs(applied, point, view === 'map' && origin !== null && !badLocation);
  // Premium members see the first exclusive jobs of their search above the list: one more request,
  // for them only, with the list shown and not already narrowed to exclusive jobs. Those jobs may
  // be listed again below (like promoted listings on other boards): the list keeps its own order.
  const exclusive = useExclusiveJobs(
    applied,
    point,
    exclusiveAccess === 'entitled' && !applied.exclusive && view === 'list' && !awaitingPoint && !badLocation,
  );
  const exclusiveJobs = exclusiveAccess === 'entitled' && !applied.exclusive ? (exclusive.data ?? []) : [];

  return (
    <div className="flex flex-col gap-6">
      <JobFilterBar
        filters={shownFilters}
        exclusiveAccess={exclusiveAccess}
        onChange={update}
        onSubmit={applyNow}
        onClear={clear}
        locationError={badLocation}
        sortHint={sortHint}
        radiusHint={radiusHintOf(origin, t)}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p aria-live="polite" className="text-sm text-slate-700">
            {search.status === 'success' && view === 'list' ? <ResultCount search={search} /> : null}
          </p>
          {badLocation ? null : <OriginNote origin={origin} radiusKm={radiusKm} geoStatus={geo.status} />}
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <SaveSearchButton filters={applied} point={point} />
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
      </div>

      {view === 'list' && exclusiveJobs.length > 0 && !badLocation ? (
        <ExclusiveJobsSection
          jobs={exclusiveJobs}
          busy={exclusive.isPlaceholderData}
          isOwn={actions.isOwn}
          onApply={actions.apply}
          onPortfolio={setPosterId}
          onPortfolioIntent={() => void loadPosterProfileDialog()}
          onMessage={actions.message}
          onOpenDetails={(job) => actions.openPosting({ id: job.id, mode: 'job' })}
        />
      ) : null}
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
          origin={badLocation ? null : origin}
          radiusKm={radiusKm}
          nearest={{
            jobs: nearest.data,
            isError: nearest.isError,
            isFetching: nearest.isFetching,
            refetch: () => void nearest.refetch(),
          }}
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

type Translate = ReturnType<typeof useTranslation<'jobs'>>['t'];

/** The Distance filter's hint: where its radius is measured from. */
function radiusHintOf(origin: SearchOrigin | null, t: Translate): string {
  if (!origin) return t('origin.hintNone');
  return origin.kind === 'city' ? t('origin.hintCity', { place: origin.label }) : t('origin.hintDevice');
}

/**
 * Says where the board measures from ("Within 25 km of Toronto"), or that it lists every
 * location until a city is typed or the position shared (with a button to share it).
 */
function OriginNote({
  origin,
  radiusKm,
  geoStatus,
}: {
  origin: SearchOrigin | null;
  radiusKm: number | null;
  geoStatus: LocationPermission;
}) {
  const { t } = useTranslation('jobs');
  let text: string;
  if (origin?.kind === 'city') {
    text =
      radiusKm === null
        ? t('origin.fromCity', { place: origin.label })
        : t('origin.withinCity', { place: origin.label, radius: radiusKm });
  } else if (origin?.kind === 'device') {
    text = radiusKm === null ? t('origin.fromDevice') : t('origin.withinDevice', { radius: radiusKm });
  } else {
    text = t('origin.none');
  }
  const canAsk = origin === null && (geoStatus === 'idle' || geoStatus === 'unavailable');
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700" data-testid="search-origin">
      <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      <span>{text}</span>
      {canAsk ? (
        <button
          type="button"
          onClick={requestPosition}
          className={cn('rounded font-semibold text-blue-700 underline-offset-2 hover:underline', focusRing)}
        >
          {t('origin.useLocation')}
        </button>
      ) : null}
      {geoStatus === 'pending' && origin === null ? <span>{t('origin.locating')}</span> : null}
    </p>
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
