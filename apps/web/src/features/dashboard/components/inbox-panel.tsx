import { APPLICATION_STATUSES, type ApplicationStatus } from '@hirehand/shared/applications/applications';
import { BriefcaseBusiness, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { useTerms } from '@/lib/terms/use-terms';
import { useReceivedApplications } from '../api/application-lists';
import { useActing } from '../hooks/use-acting-as';
import { PanelEmpty, PanelError, PanelLoading } from './panel-states';
import { ReceivedApplicationCard } from './received-application-card';

type Filter = ApplicationStatus | 'all';

/** Applications inbox: every application to the caller's postings, priority applicants first then newest, filterable by status. */
export function InboxPanel() {
  const { t } = useTranslation('dashboard');
  const { term } = useTerms();
  const { openModal } = useAppModals();
  const [filter, setFilter] = useState<Filter>('all');
  const acting = useActing();
  const companyId = acting.company?.id;
  const query = useReceivedApplications(filter === 'all' ? undefined : filter, companyId);
  const options = [
    { value: 'all', label: t('inbox.allStatuses') },
    ...APPLICATION_STATUSES.map((status) => ({ value: status, label: term('applicationStatuses', status) })),
  ];

  let body: React.ReactNode;
  if (query.isPending) body = <PanelLoading label={t('inbox.loading')} />;
  else if (query.isError)
    body = <PanelError message={t('inbox.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (query.data.applications.length === 0) {
    body =
      filter === 'all' ? (
        <PanelEmpty
          icon={Inbox}
          title={t('inbox.emptyTitle')}
          text={t('inbox.emptyText')}
          action={
            acting.canPost ? (
              <Button onClick={() => openModal({ kind: 'create-gig', mode: 'job', companyId })}>
                <BriefcaseBusiness aria-hidden="true" className="size-4" />
                {t('postJob')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <PanelEmpty
          icon={Inbox}
          title={t('inbox.emptyFilteredTitle')}
          text={t('inbox.emptyFilteredText')}
          action={
            <Button variant="secondary" onClick={() => setFilter('all')}>
              {t('inbox.showAll')}
            </Button>
          }
        />
      );
  } else {
    body = (
      <ul className="grid gap-4">
        {query.data.applications.map((application) => (
          <li key={application.id}>
            <ReceivedApplicationCard application={application} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="inbox-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="inbox-heading" className="text-xl font-bold text-slate-900">
            {t('inbox.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('inbox.intro')}</p>
        </div>
        <Field label={t('inbox.filter')} className="w-full sm:w-56">
          {(control) => (
            <Select
              {...control}
              value={filter}
              onValueChange={(value) => setFilter(value as Filter)}
              options={options}
            />
          )}
        </Field>
      </div>
      {body}
    </section>
  );
}
