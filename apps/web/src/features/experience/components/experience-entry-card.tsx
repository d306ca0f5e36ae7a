import type { ExperienceEntryDto } from '@hirehand/shared/experience/experience';
import { CalendarCheck, Pencil, Trash2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate, formatMoney } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';
import { useTerms } from '@/lib/terms/use-terms';

interface ExperienceEntryCardProps {
  entry: ExperienceEntryDto;
  /** Only the profile's owner gets edit and delete. */
  owner: boolean;
  onEdit(entry: ExperienceEntryDto): void;
  onDelete(entry: ExperienceEntryDto): void;
}

/** One past job: what, how long, the rate and earnings, the worker's own stars (labelled self-reported), the client's words as the worker gives them, the skills. */
export function ExperienceEntryCard({ entry, owner, onEdit, onDelete }: ExperienceEntryCardProps) {
  const { t } = useTranslation('experience');
  const reader = useReader();
  const { term, termOrValue } = useTerms();
  const facts = [
    entry.duration_days !== null ? t('entry.duration', { count: entry.duration_days }) : null,
    entry.hourly_rate !== null ? t('entry.rate', { amount: formatMoney(entry.hourly_rate) }) : null,
    entry.total_earned !== null ? t('entry.earned', { amount: formatMoney(entry.total_earned) }) : null,
  ].filter((fact) => fact !== null);

  return (
    <article data-testid="experience-entry" className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold user-text text-slate-900">{entry.title}</h4>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge tone="brand">{termOrValue('categories', entry.category)}</Badge>
            <Badge>{term('workTypes', entry.work_type)}</Badge>
          </div>
        </div>
        {owner ? (
          <div className="-mt-1 -mr-1 flex shrink-0">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('entry.edit', { title: entry.title })}
              onClick={() => onEdit(entry)}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('entry.delete', { title: entry.title })}
              onClick={() => onDelete(entry)}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ) : null}
      </div>
      <p className="mt-2 text-sm whitespace-pre-line user-text text-slate-700">{entry.description}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        {entry.client_rating !== null ? (
          <span className="inline-flex items-center gap-1.5">
            <StarRating value={entry.client_rating} selfReported />
            <span aria-hidden="true" className="text-xs text-slate-600">
              ({t('entry.selfReported')})
            </span>
          </span>
        ) : null}
        {facts.map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </div>
      {entry.client_review ? (
        <blockquote className="mt-3 border-l-4 border-slate-200 pl-3 text-sm user-text text-slate-700 italic">
          <span className="sr-only">{t('entry.review')}: </span>
          {entry.client_review}
        </blockquote>
      ) : null}
      {entry.skills_used.length > 0 ? (
        <ul aria-label={t('entry.skills')} className="mt-3 flex flex-wrap gap-1.5">
          {entry.skills_used.map((skill) => (
            <li key={skill} className="min-w-0 max-w-full">
              <Badge className="font-medium">{skill}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {entry.completion_date ? (
          <span className="inline-flex items-center gap-1">
            <CalendarCheck aria-hidden="true" className="size-3.5" />
            {t('entry.completed', { date: formatDate(entry.completion_date, reader) })}
          </span>
        ) : null}
        {entry.client_name ? (
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden="true" className="size-3.5" />
            {t('entry.client', { name: entry.client_name })}
          </span>
        ) : null}
      </div>
    </article>
  );
}
