import { MAP_MAX_LISTED_JOBS } from '@hirehand/shared/jobs/job-enums';
import { Award, Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDistanceKm, formatMoney } from '@/lib/format';
import type { NearbyJob } from '../api/nearby-jobs-api';
import { directionsUrl } from '../lib/directions-url';

/** The panel's list: the nearest jobs, at most 3 to fit the side panel, each with Navigate. */
export function NearbyJobsList({ jobs, radiusKm }: { jobs: NearbyJob[]; radiusKm: number | null }) {
  const { t } = useTranslation('location');
  if (jobs.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        {radiusKm === null ? t('panel.emptyAnywhere') : t('panel.empty', { radius: radiusKm })}
      </p>
    );
  }
  return (
    <ul className="space-y-3" data-testid="nearby-jobs">
      {jobs.slice(0, MAP_MAX_LISTED_JOBS).map((job) => (
        <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-3">
          <p className="font-semibold user-text text-slate-900">{job.title}</p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
            <span>{t('panel.distance', { distance: formatDistanceKm(job.distance_km) })}</span>
            <span className="font-semibold text-slate-900">
              {t('panel.rate', { rate: formatMoney(job.rate) })}
            </span>
          </p>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            {job.certification_required ? (
              <Badge tone="warning">
                <Award aria-hidden="true" className="size-3.5" />
                {t('panel.certificationRequired')}
              </Badge>
            ) : (
              <span />
            )}
            <a
              href={directionsUrl(job.latitude, job.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('panel.navigateTo', { title: job.title })}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-blue-700 hover:bg-blue-50',
                focusRing,
              )}
            >
              <Navigation aria-hidden="true" className="size-4" />
              {t('panel.navigate')}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
