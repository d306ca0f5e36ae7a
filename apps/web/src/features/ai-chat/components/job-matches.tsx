import type { AiJobMatchDto } from '@hirehand/shared/ai/ai-chat';
import { ChevronRight, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDistanceKm } from '@/lib/format';
import { useAppModals } from '@/lib/modals/app-modals-context';

/** Open jobs that fit the skills found so far; each opens the job's detail over the chat. */
export function JobMatches({ jobs }: { jobs: AiJobMatchDto[] }) {
  const { t } = useTranslation('ai-chat');
  const { openModal } = useAppModals();
  return (
    <section aria-labelledby="ai-jobs-heading">
      <h3 id="ai-jobs-heading" className="text-sm font-semibold text-slate-900">
        {t('jobsHeading')}
      </h3>
      <ul className="mt-2 grid gap-2">
        {jobs.map((job) => (
          <li key={job.id}>
            <button
              type="button"
              data-testid="ai-job-match"
              onClick={() => openModal({ kind: 'job', jobId: job.id })}
              className={cn(
                'flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left hover:border-blue-300 hover:bg-blue-50/50',
                focusRing,
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{job.title}</span>
                <span className="mt-0.5 block text-sm font-medium text-emerald-800">{job.salary}</span>
                {job.city || job.distance_km !== null ? (
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
                    <MapPin aria-hidden="true" className="size-3.5" />
                    {job.city ? <span>{job.city}</span> : null}
                    {job.distance_km !== null ? (
                      <span>{t('distance', { distance: formatDistanceKm(job.distance_km) })}</span>
                    ) : null}
                  </span>
                ) : null}
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
