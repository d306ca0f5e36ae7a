import type { ApplicationDto } from '@hirehand/shared/applications/applications';
import { BookmarkPlus, CircleCheck, MapPin, Search, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageButton } from '@/components/message-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { useReader } from '@/lib/session/use-reader';
import { useMyApplications } from '../api/application-lists';
import { canWithdraw } from '../lib/available-actions';
import { WithdrawDialog } from './answer-dialogs';
import { ExperienceFromApplicationDialog } from './experience-from-application-dialog';
import { PanelEmpty, PanelError, PanelLoading } from './panel-states';
import { ApplicationStatusBadge } from './status-badge';

function MyApplicationCard({ application }: { application: ApplicationDto }) {
  const { t } = useTranslation('dashboard');
  const reader = useReader();
  const headingId = useId();
  const [dialog, setDialog] = useState<'withdraw' | 'experience' | null>(null);
  const { posting } = application;

  return (
    <Card as="article" aria-labelledby={headingId} className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold user-text text-slate-900">
            {posting.title}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span>{posting.company ?? posting.poster.name}</span>
            {posting.salary ? <span className="font-semibold text-slate-900">{posting.salary}</span> : null}
            {posting.city ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4 text-slate-500" />
                {posting.city}
              </span>
            ) : null}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>

      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-600">{t('application.applied')}</dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={application.created_at}>{formatDate(application.created_at, reader)}</time>
          </dd>
        </div>
        {application.decided_at ? (
          <div className="flex gap-1">
            <dt className="text-slate-600">{t('application.decided')}</dt>
            <dd className="font-medium text-slate-900">
              <time dateTime={application.decided_at}>{formatDate(application.decided_at, reader)}</time>
            </dd>
          </div>
        ) : null}
      </dl>

      {application.status === 'declined' && application.decision_message ? (
        <blockquote className="mt-3 rounded-lg border-l-4 border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-semibold">{t('mine.messageFrom', { name: posting.poster.name })}</p>
          <p className="mt-1 whitespace-pre-line user-text">{application.decision_message}</p>
        </blockquote>
      ) : null}
      {application.status === 'accepted' ? (
        <p className="mt-3 text-sm font-medium text-green-900">{t('mine.acceptedText')}</p>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        {canWithdraw(application.status) ? (
          <Button variant="secondary" size="sm" onClick={() => setDialog('withdraw')}>
            <Undo2 aria-hidden="true" className="size-4" />
            {t('withdraw.action')}
          </Button>
        ) : null}
        {application.status === 'accepted' && application.experience_recorded ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-green-800">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('mine.inExperience')}
          </p>
        ) : null}
        {application.status === 'accepted' && !application.experience_recorded ? (
          <Button size="sm" onClick={() => setDialog('experience')}>
            <BookmarkPlus aria-hidden="true" className="size-4" />
            {t('experience.action')}
          </Button>
        ) : null}
        {/* Talk to the poster about this posting: the conversation is linked to it. */}
        <MessageButton jobId={posting.id} participantId={posting.poster.id} aria-describedby={headingId} />
      </div>

      <WithdrawDialog
        application={application}
        open={dialog === 'withdraw'}
        onOpenChange={(open) => setDialog(open ? 'withdraw' : null)}
      />
      <ExperienceFromApplicationDialog
        application={application}
        open={dialog === 'experience'}
        onOpenChange={(open) => setDialog(open ? 'experience' : null)}
      />
    </Card>
  );
}

/** "My applications": what the caller applied to, its answer, and the next step. */
export function MyApplicationsPanel() {
  const { t } = useTranslation('dashboard');
  const { openModal } = useAppModals();
  const query = useMyApplications();

  let body: React.ReactNode;
  if (query.isPending) body = <PanelLoading label={t('mine.loading')} />;
  else if (query.isError)
    body = <PanelError message={t('mine.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (query.data.applications.length === 0)
    body = (
      <PanelEmpty
        icon={Search}
        title={t('mine.emptyTitle')}
        text={t('mine.emptyText')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => openModal({ kind: 'gig-marketplace' })}>
              <Search aria-hidden="true" className="size-4" />
              {t('browseGigs')}
            </Button>
            <Button asChild variant="secondary">
              <Link to="/#work">{t('findWork')}</Link>
            </Button>
          </div>
        }
      />
    );
  else
    body = (
      <ul className="grid gap-4">
        {query.data.applications.map((application) => (
          <li key={application.id}>
            <MyApplicationCard application={application} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="mine-heading">
      <div className="mb-4">
        <h2 id="mine-heading" className="text-xl font-bold text-slate-900">
          {t('mine.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('mine.intro')}</p>
      </div>
      {body}
    </section>
  );
}
