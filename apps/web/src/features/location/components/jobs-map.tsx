import 'leaflet/dist/leaflet.css';
import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, CircleMarker, MapContainer, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { Button } from '@/components/ui/button';
import type { DevicePosition } from '@/lib/geolocation-store';

export interface MapJob {
  id: string;
  title: string;
  salary: string;
  latitude: number;
  longitude: number;
  employer_id: string | null;
}

/** A worker who chose to be found, at their rounded position (decision 041). */
export interface MapWorker {
  key: string;
  name: string;
  latitude: number;
  longitude: number;
  skills: string[];
}

export interface JobsMapProps {
  center: { latitude: number; longitude: number };
  /** The device's position (granted), marked apart from the jobs. */
  user: DevicePosition | null;
  jobs: MapJob[];
  /** Worker locations, shown instead of jobs when the panel's toggle says Workers. */
  workers?: MapWorker[];
  tileUrl: string | undefined;
  attribution: string | undefined;
  canApply(job: MapJob): boolean;
  onApply(job: MapJob): void;
}

const ZOOM = 11;
/** An accuracy circle wider than this says little and hides the jobs around it. */
const MAX_ACCURACY_CIRCLE_M = 3_000;

/** Keeps the view on the centre as it changes (fallback first, then the device's position). */
function FollowCenter({ latitude, longitude }: { latitude: number; longitude: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([latitude, longitude], Math.max(map.getZoom(), ZOOM));
  }, [map, latitude, longitude]);
  return null;
}

/**
 * The Leaflet map: tiles from the configured URL, a circle marker per job (no image icons,
 * nothing inline for the CSP to block) with a popup to apply, and the user's position.
 * Without tiles (offline, none configured) the markers still work on a plain background.
 */
export default function JobsMap({
  center,
  user,
  jobs,
  workers = [],
  tileUrl,
  attribution,
  canApply,
  onApply,
}: JobsMapProps) {
  const { t } = useTranslation('location');
  const [tilesFailed, setTilesFailed] = useState(false);
  const note = !tileUrl ? t('map.noTiles') : tilesFailed ? t('map.tilesFailed') : null;

  return (
    <div className="relative h-full w-full">
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={ZOOM}
        scrollWheelZoom={false}
        // Leaflet's stylesheet loads after ours and sets its own font: ours wins with !.
        className="h-full w-full bg-slate-100 font-sans!"
      >
        <FollowCenter latitude={center.latitude} longitude={center.longitude} />
        {tileUrl ? (
          <TileLayer
            url={tileUrl}
            attribution={attribution}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        ) : null}
        {user ? (
          <>
            {user.accuracy !== null && user.accuracy <= MAX_ACCURACY_CIRCLE_M ? (
              <Circle
                center={[user.latitude, user.longitude]}
                radius={user.accuracy}
                pathOptions={{ color: '#059669', weight: 1, fillOpacity: 0.08 }}
                interactive={false}
              />
            ) : null}
            <CircleMarker
              center={[user.latitude, user.longitude]}
              radius={8}
              pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#059669', fillOpacity: 1 }}
            >
              <Tooltip>{t('map.you')}</Tooltip>
            </CircleMarker>
          </>
        ) : null}
        {jobs.map((job) => (
          <CircleMarker
            key={job.id}
            center={[job.latitude, job.longitude]}
            radius={9}
            // Set at creation (pathOptions only restyle): lets tests and styles find a job's marker.
            className={`job-marker job-marker-${job.id}`}
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#1d4ed8', fillOpacity: 0.95 }}
          >
            <Popup maxWidth={240} autoPanPadding={[16, 16]}>
              <div className="min-w-40 max-w-60">
                {/* Divs, not <p>: Leaflet gives popup paragraphs wide margins. */}
                <div className="text-sm font-semibold text-slate-900">{job.title}</div>
                <div className="mt-1 text-sm text-slate-700">{job.salary}</div>
                {canApply(job) ? (
                  <Button size="sm" className="mt-2 w-full" onClick={() => onApply(job)}>
                    {t('map.apply')}
                  </Button>
                ) : null}
              </div>
            </Popup>
          </CircleMarker>
        ))}
        {workers.map((worker) => (
          <CircleMarker
            key={worker.key}
            center={[worker.latitude, worker.longitude]}
            radius={9}
            className="worker-marker"
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#7c3aed', fillOpacity: 0.9 }}
          >
            <Tooltip>
              {worker.skills.length > 0 ? `${worker.name} · ${worker.skills.join(', ')}` : worker.name}
            </Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
      {note ? (
        <p
          role="status"
          className="absolute right-2 bottom-7 left-2 z-[1000] flex items-start gap-2 rounded-lg bg-white/95 px-3 py-2 text-xs text-slate-700 shadow sm:left-auto sm:max-w-xs"
        >
          <ImageOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          {note}
        </p>
      ) : null}
    </div>
  );
}
