import { NEARBY_DEFAULT_RADIUS_KM } from '@hirehand/shared/jobs/job-enums';
import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { config } from '@/config';
import { FALLBACK_POINT, requestPosition, useGeolocation } from '@/lib/geolocation-store';
import { useSession } from '@/lib/session/use-session';
import { type NearbyRequest, useNearbyJobs } from '../api/nearby-jobs-api';
import type { MapJob } from './jobs-map';
import { LocationStatus } from './location-status';
import { NearbyJobsList } from './nearby-jobs-list';

// Leaflet is only loaded when someone opens the map.
const JobsMap = lazy(() => import('./jobs-map'));

export interface JobMapPanelProps {
  /** The jobs listed on the board now (filters applied): marked when they have coordinates. */
  jobs: JobListingDto[];
  canApply(job: { id: string; title: string; employer_id?: string | null }): boolean;
  onApply(job: { id: string; title: string; employer_id?: string | null }): void;
}

/**
 * The map panel: the map with the board's jobs and the user's position, and
 * a side panel with the location state and the nearest jobs (Refresh, Navigate). Without
 * the position it centres on the Toronto fallback.
 */
export function JobMapPanel({ jobs, canApply, onApply }: JobMapPanelProps) {
  const { t } = useTranslation('location');
  const session = useSession();
  const geo = useGeolocation();
  const titleId = useId();

  useEffect(() => {
    if (geo.status === 'idle') requestPosition();
  }, [geo.status]);

  const waiting = geo.status === 'idle' || geo.status === 'pending';
  // Kept while a Refresh asks again; gone once the answer is a refusal.
  const device = geo.position;
  const point = device ?? FALLBACK_POINT;
  const request: NearbyRequest | null =
    waiting && !device
      ? null
      : {
          latitude: point.latitude,
          longitude: point.longitude,
          accuracy: point.accuracy,
          signedIn: session !== null,
          isDevicePosition: device !== null,
        };
  const nearby = useNearbyJobs(request, session?.user.id ?? null);

  const markers = useMemo(() => {
    const byId = new Map<string, MapJob>();
    for (const job of jobs) {
      if (job.latitude === null || job.longitude === null) continue;
      byId.set(job.id, {
        id: job.id,
        title: job.title,
        salary: job.salary,
        latitude: job.latitude,
        longitude: job.longitude,
        employer_id: job.employer_id,
      });
    }
    for (const job of nearby.data ?? []) if (!byId.has(job.id)) byId.set(job.id, job);
    return [...byId.values()];
  }, [jobs, nearby.data]);

  const refresh = () => {
    requestPosition();
    void nearby.refetch();
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section
        aria-label={t('map.label')}
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
            center={point}
            user={device}
            jobs={markers}
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
        <div className="flex items-center justify-between gap-2">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            {t('panel.title')}
          </h3>
          <Button
            variant="secondary"
            size="sm"
            onClick={refresh}
            disabled={waiting || nearby.isFetching}
            aria-busy={nearby.isFetching}
          >
            <RefreshCw
              aria-hidden="true"
              className={nearby.isFetching ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
            />
            {t('panel.refresh')}
          </Button>
        </div>

        <LocationStatus status={geo.status} onRequest={requestPosition} />

        {request ? (
          <div>
            <p className="mb-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
              {device
                ? t('panel.within', { radius: NEARBY_DEFAULT_RADIUS_KM })
                : t('panel.withinFallback', { radius: NEARBY_DEFAULT_RADIUS_KM })}
            </p>
            {nearby.isError && !nearby.data ? (
              <div role="alert" className="text-sm text-red-800">
                <p>{t('panel.error')}</p>
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => void nearby.refetch()}>
                  {t('panel.retry')}
                </Button>
              </div>
            ) : nearby.data ? (
              <NearbyJobsList jobs={nearby.data} />
            ) : (
              <ul aria-hidden="true" className="space-y-3">
                {[0, 1, 2].map((index) => (
                  <li key={index} className="h-24 animate-pulse rounded-xl bg-slate-200" />
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </aside>
    </div>
  );
}
