import { useTranslation } from 'react-i18next';
import { usePostingApplications } from '../api/application-lists';
import { PanelError, PanelLoading } from './panel-states';
import { ReceivedApplicationCard } from './received-application-card';

/** The applications of one posting, listed under it (GET /api/gigs/{id}/applications). */
export function PostingApplications({ postingId, title }: { postingId: string; title: string }) {
  const { t } = useTranslation('dashboard');
  const query = usePostingApplications(postingId);

  let body: React.ReactNode;
  if (query.isPending) body = <PanelLoading label={t('inbox.loading')} />;
  else if (query.isError)
    body = <PanelError message={t('inbox.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (query.data.applications.length === 0)
    body = <p className="py-4 text-sm text-slate-700">{t('posting.noApplications')}</p>;
  else
    body = (
      <ul className="grid gap-3">
        {query.data.applications.map((application) => (
          <li key={application.id}>
            <ReceivedApplicationCard application={application} showPosting={false} />
          </li>
        ))}
      </ul>
    );

  return (
    <section
      aria-label={t('posting.applicationsOf', { title })}
      className="mt-4 rounded-xl bg-slate-50 p-3 sm:p-4"
    >
      {body}
    </section>
  );
}
