import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { config } from '@/config';
import { cn } from '@/lib/cn';
import { FALLBACK_POINT, requestPosition, useGeolocation } from '@/lib/geolocation-store';
import type { SearchOrigin } from '@/lib/search-origin';
import { useSession } from '@/lib/session/use-session';
import { fromListing, type NearbyJob, useRememberPosition } from '../api/nearby-jobs-api';
import type { MapJob, MapWorker } from './jobs-map';
import { LocationStatus } from './location-status';
import { NearbyJobsList } from './nearby-jobs-list';

// Leaflet is only loaded when someone opens the map.
const JobsMap = lazy(() => import('./jobs-map'));
// The Workers view loads when an employer first asks for it.
const NearbyWorkersPanel = lazy(() => import('./nearby-workers-panel'));

type ApplyTarget = { id: string; title: string; employer_id?: string | null };

export interface JobMapPanelProps {
  /** The jobs listed on the board now (filters applied): marked when they have coordinates. */
  jobs: JobListingDto[];
  /** The board's reference point: the list's distances are from it; null: none yet. */
  origin: SearchOrigin | null;
  /** The board's distance filter in km; null: unlimited. */
  radiusKm: number | null;
  /** The board's search nearest first, from `origin` (undefined: not answered yet). */
  nearest: { jobs: JobListingDto[] | undefined; isError: boolean; isFetching: boolean; refetch(): void };
  canApply(job: ApplyTarget): boolean;
  onApply(job: ApplyTarget): void;
}

/**
 * The map panel: the board's jobs on a map, and a side panel with the jobs nearest the
 * board's reference point (the typed city, else the device's position, asked for here).
 * Distances and the radius are the board's own, so a job reads the same here as in the list.
 * Without a reference point the map centres on Toronto and claims no distances. Signed-in
 * employers and companies can switch it to Workers: those who chose to be found near the same
 * point, at positions rounded to about 1 km (decision 041).
 */
export function JobMapPanel({ jobs, origin, radiusKm, nearest, canApply, onApply }: JobMapPanelProps) {
  const { t } = useTranslation('location');
  const session = useSession();
  const geo = useGeolocation();
  const titleId = useId();
  const usesCity = origin?.kind === 'city';
  const [showing, setShowing] = useState<'jobs' | 'workers'>('jobs');
  const seesWorkers = session !== null && session.user.user_type !== 'worker';
  const showingWorkers = seesWorkers && showing === 'workers';

  useEffect(() => {
    if (!usesCity && geo.status === 'idle') requestPosition();
  }, [usesCity, geo.status]);

  // Kept while a Refresh asks again; gone once the answer is a refusal.
  const device = geo.position;
  useRememberPosition(device, session !== null);
  const center = origin?.point ? { ...origin.point, accuracy: null } : (device ?? FALLBACK_POINT);
  const nearestJobs = useMemo(
    () => nearest.jobs?.map(fromListing).filter((job): job is NearbyJob => job !== null),
    [nearest.jobs],
  );

  const markers = useMemo(() => {
    const byId = new Map<string, MapJob>();
    for (const job of [...jobs, ...(nearest.jobs ?? [])]) {
      if (job.latitude === null || job.longitude === null || byId.has(job.id)) continue;
      byId.set(job.id, {
        id: job.id,
        title: job.title,
        salary: job.salary,
        latitude: job.latitude,
        longitude: job.longitude,
        employer_id: job.employer_id,
      });
    }
    return [...byId.values()];
  }, [jobs, nearest.jobs]);

  const workersPoint =
    origin?.point ?? (device ? { latitude: device.latitude, longitude: device.longitude } : null);
  const [workerMarkers, setWorkerMarkers] = useState<MapWorker[]>([]);

  const waiting = !usesCity && (geo.status === 'idle' || geo.status === 'pending');
  const refresh = () => {
    if (!usesCity) requestPosition();
    nearest.refetch();
  };
  const place = origin?.kind === 'city' ? origin.label : null;
  const scope =
    radiusKm === null
      ? place
        ? t('panel.nearestCity', { place })
        : t('panel.nearestDevice')
      : place
        ? t('panel.withinCity', { place, radius: radiusKm })
        : t('panel.withinDevice', { radius: radiusKm });

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section
        aria-label={showingWorkers ? t('workers.mapLabel') : t('map.label')}
        className="isolate h-80 overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:h-[30rem] lg:h-auto lg:min-h-[30rem]"
      >
        <Suspense
          fallback={
            <p className="flex h-full items-center justify-center gap-2 text-sm text-slate-700">
              <Spinner />
              {t('map.loading')}
            </p>
          }
        >
          <JobsMap
            center={center}
            user={device}
            jobs={showingWorkers ? [] : markers}
            workers={showingWorkers ? workerMarkers : []}
            tileUrl={config.mapTileUrl || undefined}
            attribution={config.mapAttribution || undefined}
            canApply={canApply}
            onApply={onApply}
          />
        </Suspense>
      </section>

      <aside
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4"
      >
        {seesWorkers ? <ShowingToggle showing={showing} onChange={setShowing} /> : null}
        <div className="flex items-center justify-between gap-2">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            {showingWorkers ? t('workers.title') : t('panel.title')}
          </h3>
          {showingWorkers ? null : (
            <Button
              variant="secondary"
              size="sm"
              onClick={refresh}
              disabled={waiting || nearest.isFetching}
              aria-busy={nearest.isFetching}
            >
              <RefreshCw
                aria-hidden="true"
                className={nearest.isFetching ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
              />
              {t('panel.refresh')}
            </Button>
          )}
        </div>

        {usesCity ? null : <LocationStatus status={geo.status} onRequest={requestPosition} />}

        {showingWorkers ? (
          workersPoint ? (
            <div>
              <p className="mb-2 text-xs font-medium tracking-wide text-slate-600 uppercase">{scope}</p>
              <Suspense fallback={<Spinner />}>
                <NearbyWorkersPanel point={workersPoint} radiusKm={radiusKm} onMarkers={setWorkerMarkers} />
              </Suspense>
            </div>
          ) : waiting ? null : (
            <p className="text-sm text-slate-700">{t('workers.noOrigin')}</p>
          )
        ) : origin ? (
          <div>
            <p className="mb-2 text-xs font-medium tracking-wide text-slate-600 uppercase">{scope}</p>
            {nearest.isError && !nearestJobs ? (
              <div role="alert" className="text-sm text-red-800">
                <p>{t('panel.error')}</p>
                <Button variant="secondary" size="sm" className="mt-2" onClick={nearest.refetch}>
                  {t('panel.retry')}
                </Button>
              </div>
            ) : nearestJobs ? (
              <NearbyJobsList jobs={nearestJobs} radiusKm={radiusKm} />
            ) : (
              <ul aria-hidden="true" className="space-y-3">
                {[0, 1, 2].map((index) => (
                  <li key={index} className="h-24 animate-pulse rounded-xl bg-slate-200" />
                ))}
              </ul>
            )}
          </div>
        ) : waiting ? null : (
          <p className="text-sm text-slate-700">{t('panel.noOrigin')}</p>
        )}
      </aside>
    </div>
  );
}

/** Jobs / Workers: what the map and the panel show (signed-in employers and companies only). */
function ShowingToggle({
  showing,
  onChange,
}: {
  showing: 'jobs' | 'workers';
  onChange(next: 'jobs' | 'workers'): void;
}) {
  const { t } = useTranslation('location');
  return (
    <fieldset className="inline-flex self-start rounded-xl border border-slate-300 bg-white p-1">
      <legend className="sr-only">{t('workers.show')}</legend>
      {(['jobs', 'workers'] as const).map((id) => (
        <button
          key={id}
          type="button"
          aria-pressed={showing === id}
          onClick={() => onChange(id)}
          className={cn(
            'inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold transition-colors',
            showing === id ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            focusRing,
          )}
        >
          {t(`workers.${id}`)}
        </button>
      ))}
    </fieldset>
  );
}
