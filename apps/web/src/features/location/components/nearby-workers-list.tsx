import type { NearbyWorkerDto } from '@hirehand/shared/location/location';
import { useTranslation } from 'react-i18next';
import { formatDistanceKm } from '@/lib/format';

/**
 * The worker locations' text alternative: each worker who chose to be found, nearest first, as
 * "Ann K. · 3 km · Electrical, Plumbing" with their trust score.
 */
export function NearbyWorkersList({ workers }: { workers: NearbyWorkerDto[] }) {
  const { t } = useTranslation('location');
  if (workers.length === 0) return <p className="text-sm text-slate-700">{t('workers.empty')}</p>;
  return (
    <ul className="space-y-2" data-testid="nearby-workers">
      {workers.map((worker, index) => (
        // No id is given out for a worker: their place in this answer is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on every answer.
        <li key={index} className="rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-700">
          <p>
            <span className="font-semibold text-slate-900">{worker.display_name}</span>
            {' · '}
            {t('panel.distance', { distance: formatDistanceKm(worker.distance_km) })}
            {worker.skills.length > 0 ? ` · ${worker.skills.join(', ')}` : null}
          </p>
          <p className="mt-1 text-xs text-slate-600">{t('workers.trust', { score: worker.trust_score })}</p>
        </li>
      ))}
    </ul>
  );
}
