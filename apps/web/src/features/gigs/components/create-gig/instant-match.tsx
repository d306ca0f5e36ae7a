import { INSTANT_MATCH_LIMITS, type InstantMatchDto } from '@hirehand/shared/matching/instant-match';
import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useInstantMatch } from '../../api/instant-match';
import type { GigForm } from '../../lib/gig-form';

/**
 * The Details step's instant match (spec 3 §2, §5, §7, §8, §9): after the basic details, a preview
 * of at most 3 workers (job mode) or jobs (service mode) within 25 km of the draft.
 */
export function InstantMatch({ form }: { form: GigForm }) {
  const { t } = useTranslation('gigs');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<InstantMatchDto | null>(null);
  const match = useInstantMatch();
  const radius = INSTANT_MATCH_LIMITS.defaultRadiusKm;

  const find = () => {
    if (!form.title.trim() || !form.description.trim() || !form.category) {
      setResult(null);
      setProblem(t('instantMatch.missing'));
      return;
    }
    setProblem(null);
    const located = form.latitude !== null && form.longitude !== null;
    match.mutate(
      {
        gig_data: form as unknown as Record<string, unknown>,
        match_type: form.mode === 'job' ? 'find_workers' : 'find_jobs',
        ...(located
          ? { location: { latitude: form.latitude as number, longitude: form.longitude as number } }
          : {}),
        radius,
      },
      {
        onSuccess: (answer) => setResult(answer),
        onError: (error) => {
          setResult(null);
          setProblem(
            error instanceof ApiError
              ? error.status === 429 && error.detail
                ? error.detail
                : t('instantMatch.unavailable')
              : t('instantMatch.failed'),
          );
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-4"
    >
      <h4 id={`${id}-heading`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <MapPin aria-hidden="true" className="size-4 text-emerald-700" />
        {t('instantMatch.heading')}
      </h4>
      <p className="mt-1 text-sm text-slate-700">{t('instantMatch.intro', { radius })}</p>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={find}
        aria-disabled={match.isPending || undefined}
      >
        {match.isPending
          ? t('instantMatch.finding')
          : form.mode === 'job'
            ? t('instantMatch.findWorkers')
            : t('instantMatch.findJobs')}
      </Button>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {result ? (
        <div className="mt-3" data-testid="instant-matches">
          <p role="status" className="text-sm text-slate-800">
            {result.total > 0
              ? t('instantMatch.found', { count: result.total })
              : t('instantMatch.none', { radius })}
          </p>
          {result.matches.length > 0 ? (
            <ul className="mt-2 grid gap-2">
              {result.matches.slice(0, INSTANT_MATCH_LIMITS.shownMax).map((item) => (
                <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                  <p className="font-semibold text-slate-900">{item.title}</p>
                  <p className="text-slate-700">{item.subtitle}</p>
                  <p className="text-xs text-slate-600">{t('instantMatch.away', { km: item.distance_km })}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
