import { MATCH_FACTORS, type MatchedJobDto } from '@hirehand/shared/matching/match-jobs';
import {
  Bookmark,
  BookmarkCheck,
  ChevronsDown,
  ChevronsUp,
  Clock,
  Equal,
  Lightbulb,
  MapPin,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDistanceKm, formatMoney, formatNumber } from '@/lib/format';
import { BAND_CLASSES, BAR_CLASSES, matchBand } from '../lib/match-band';

/** Icons of the application priority (none of the landing page's, so it keeps its own icons inlined). */
const PRIORITY_ICONS = {
  high: { icon: ChevronsUp, className: 'text-red-700' },
  medium: { icon: Equal, className: 'text-amber-700' },
  low: { icon: ChevronsDown, className: 'text-slate-600' },
} as const;

export interface MatchedJobCardProps {
  job: MatchedJobDto;
  saved: boolean;
  saving: boolean;
  saveError: string | null;
  onApply(job: MatchedJobDto): void;
  onToggleSave(job: MatchedJobDto): void;
  onDetails(job: MatchedJobDto): void;
}

/** One matched job: where, pay, hours, the match and success figures, the five factors explained, insights and actions. */
export function MatchedJobCard({
  job,
  saved,
  saving,
  saveError,
  onApply,
  onToggleSave,
  onDetails,
}: MatchedJobCardProps) {
  const { t } = useTranslation('matching');
  const titleId = useId();
  const priority = PRIORITY_ICONS[job.application_priority] ?? PRIORITY_ICONS.low;
  const PriorityIcon = priority.icon;
  const priorityText = t(`job.priority.${job.application_priority}`);
  const band = matchBand(job.match_score);

  return (
    <Card as="article" aria-labelledby={titleId} className="p-4 sm:p-5" data-testid="matched-job">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h4 id={titleId} className="flex items-start gap-2 text-base font-semibold text-slate-900">
            <PriorityIcon
              aria-hidden="true"
              className={cn('mt-0.5 size-5 shrink-0', priority.className)}
              data-priority={job.application_priority}
            />
            <span className="sr-only">{priorityText}: </span>
            <span title={priorityText}>{job.title}</span>
          </h4>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 text-slate-500" />
              {job.city ?? t('job.remote')}
              {job.distance_km !== null && job.city ? (
                <span className="text-slate-600">
                  {' '}
                  ({t('job.distance', { km: formatDistanceKm(job.distance_km) })})
                </span>
              ) : null}
            </span>
            <span>{t('job.rate', { rate: formatMoney(job.rate) })}</span>
            {job.duration_hours !== null ? (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4 text-slate-500" />
                {t('job.duration', {
                  count: job.duration_hours,
                  formatted: formatNumber(job.duration_hours),
                })}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-row items-center gap-2 sm:flex-col sm:items-end">
          <span
            data-testid="match-badge"
            data-band={band}
            className={cn('rounded-full px-3 py-1 text-sm font-bold', BAND_CLASSES[band])}
          >
            {t('job.match', { percent: job.match_score })}
          </span>
          <span className="text-sm text-slate-700">
            {t('job.success', { percent: job.success_probability })}
          </span>
        </div>
      </div>

      <p className="mt-3 line-clamp-4 text-sm text-slate-700">{job.description}</p>

      <section className="mt-4" aria-label={t('job.analysis')}>
        <h5 className="text-sm font-semibold text-slate-900">{t('job.analysis')}</h5>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
          {MATCH_FACTORS.map((factor) => {
            const value = job.match_breakdown[factor];
            const label = t(`job.factors.${factor}`);
            return (
              <li key={factor}>
                <div className="flex justify-between text-xs text-slate-700">
                  <span>{label}</span>
                  <span className="font-semibold">{t('job.factorValue', { percent: value })}</span>
                </div>
                {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot take the band's colour in every browser */}
                <div
                  role="meter"
                  aria-label={label}
                  aria-valuenow={value}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuetext={t('job.factorValue', { percent: value })}
                  className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className={cn('h-full rounded-full', BAR_CLASSES[matchBand(value)])}
                    style={{ width: `${value}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-blue-800">{t('job.why')}</summary>
          <dl className="mt-2 grid gap-1 text-slate-700">
            {MATCH_FACTORS.map((factor) =>
              job.match_explanations[factor] ? (
                <div key={factor}>
                  <dt className="inline font-semibold text-slate-900">{t(`job.factors.${factor}`)}: </dt>
                  <dd className="inline">{job.match_explanations[factor]}</dd>
                </div>
              ) : null,
            )}
          </dl>
        </details>
      </section>

      {job.job_insights.length > 0 ? (
        <section className="mt-4" aria-label={t('job.insights')}>
          <h5 className="text-sm font-semibold text-slate-900">{t('job.insights')}</h5>
          <ul className="mt-1 grid gap-1 text-sm text-slate-700">
            {job.job_insights.map((insight) => (
              <li key={insight} className="flex items-start gap-2">
                <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                {insight}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => onApply(job)}>{t('job.apply')}</Button>
        <Button variant="secondary" aria-pressed={saved} disabled={saving} onClick={() => onToggleSave(job)}>
          {saved ? (
            <BookmarkCheck aria-hidden="true" className="size-4" />
          ) : (
            <Bookmark aria-hidden="true" className="size-4" />
          )}
          {saved ? t('job.saved') : t('job.save')}
        </Button>
        <Button variant="ghost" onClick={() => onDetails(job)}>
          {t('job.details')}
        </Button>
      </div>
      {saveError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {saveError}
        </p>
      ) : null}
    </Card>
  );
}
