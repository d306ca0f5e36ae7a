import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useNearbyWorkers } from '../api/nearby-workers-api';
import type { MapWorker } from './jobs-map';
import { NearbyWorkersList } from './nearby-workers-list';

/**
 * The panel's Workers view (loaded when an employer first switches to it): the workers who chose
 * to be found near the board's point, listed, and handed to the map as markers.
 */
export default function NearbyWorkersPanel({
  point,
  radiusKm,
  onMarkers,
}: {
  point: { latitude: number; longitude: number };
  radiusKm: number | null;
  onMarkers(markers: MapWorker[]): void;
}) {
  const { t } = useTranslation('location');
  const workers = useNearbyWorkers(point, radiusKm, true);
  const markers = useMemo<MapWorker[]>(
    () =>
      (workers.data ?? []).map((worker, index) => ({
        key: `${index}-${worker.latitude},${worker.longitude}`,
        name: worker.display_name,
        latitude: worker.latitude,
        longitude: worker.longitude,
        skills: worker.skills,
      })),
    [workers.data],
  );
  useEffect(() => onMarkers(markers), [markers, onMarkers]);

  if (workers.isError)
    return (
      <div role="alert" className="text-sm text-red-800">
        <p>{t('workers.error')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void workers.refetch()}>
          {t('panel.retry')}
        </Button>
      </div>
    );
  if (!workers.data)
    return (
      <ul aria-hidden="true" className="space-y-3">
        {[0, 1, 2].map((index) => (
          <li key={index} className="h-14 animate-pulse rounded-xl bg-slate-200" />
        ))}
      </ul>
    );
  return (
    <>
      <NearbyWorkersList workers={workers.data} />
      {workers.data.length > 0 ? <p className="mt-2 text-xs text-slate-600">{t('workers.note')}</p> : null}
    </>
  );
}
