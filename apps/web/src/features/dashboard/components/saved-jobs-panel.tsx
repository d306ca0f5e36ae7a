import type { SavedJobsDto } from '@hirehand/shared/jobs/saved-jobs';
import { Bookmark, BookmarkX, Eye, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { useReader } from '@/lib/session/use-reader';
import { useRemoveSavedJob, useSavedJobs } from '../api/saved-jobs';
import { errorText } from '../lib/error-text';
import { PanelEmpty, PanelError, PanelLoading } from './panel-states';

type SavedJob = SavedJobsDto['jobs'][number];

function SavedJobCard({ job }: { job: SavedJob }) {
  const { t } = useTranslation('dashboard');
  const reader = useReader();
  const { openModal } = useAppModals();
  const headingId = useId();
  const remove = useRemoveSavedJob();

  const onRemove = () =>
    remove.mutate(job.id, {
      onSuccess: () => toast(t('saved.removed', { title: job.title }), 'success'),
      onError: (error) => toast(errorText(error, t('saved.removeFailed')), 'error'),
    });

  return (
    <Card as="article" aria-labelledby={headingId} className="p-4 sm:p-5">
      <h3 id={headingId} className="text-lg font-semibold user-text text-slate-900">
        {job.title}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span>{job.company}</span>
        {job.salary ? <span className="font-semibold text-slate-900">{job.salary}</span> : null}
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4 text-slate-500" />
          {job.location}
        </span>
      </p>
      <dl className="mt-3 flex gap-1 text-sm">
        <dt className="text-slate-600">{t('saved.savedOn')}</dt>
        <dd className="font-medium text-slate-900">
          <time dateTime={job.saved_at}>{formatDate(job.saved_at, reader)}</time>
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        <Button
          size="sm"
          aria-describedby={headingId}
          onClick={() => openModal({ kind: 'job', jobId: job.id })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('saved.view')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={headingId}
          disabled={remove.isPending}
          onClick={onRemove}
        >
          <BookmarkX aria-hidden="true" className="size-4" />
          {remove.isPending ? t('saved.removing') : t('saved.remove')}
        </Button>
      </div>
    </Card>
  );
}

/** "Saved jobs": the jobs the person saved that the board still lists, with View and Remove. */
export function SavedJobsPanel() {
  const { t } = useTranslation('dashboard');
  const query = useSavedJobs();

  let body: React.ReactNode;
  if (query.isPending) body = <PanelLoading label={t('saved.loading')} />;
  else if (query.isError)
    body = <PanelError message={t('saved.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (query.data.jobs.length === 0)
    body = (
      <PanelEmpty
        icon={Bookmark}
        title={t('saved.emptyTitle')}
        text={t('saved.emptyText')}
        action={
          <Button asChild variant="secondary">
            <Link to="/#work">{t('findWork')}</Link>
          </Button>
        }
      />
    );
  else
    body = (
      <ul className="grid gap-4">
        {query.data.jobs.map((job) => (
          <li key={job.id}>
            <SavedJobCard job={job} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="saved-heading">
      <div className="mb-4">
        <h2 id="saved-heading" className="text-xl font-bold text-slate-900">
          {t('saved.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('saved.intro')}</p>
      </div>
      {body}
    </section>
  );
}
