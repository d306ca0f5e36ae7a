import type { PostingMode } from '@hirehand/shared/gigs/gig-enums';
import { BriefcaseBusiness, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { useMyPostings } from '../api/my-postings';
import { useActing } from '../hooks/use-acting-as';
import { PanelEmpty, PanelError, PanelLoading } from './panel-states';
import { PostingCard } from './posting-card';

/** "My postings" (job mode) or "My gigs" (service mode): the caller's postings of that mode, newest first. */
export function PostingsPanel({ mode }: { mode: PostingMode }) {
  const { t } = useTranslation('dashboard');
  const { openModal } = useAppModals();
  const acting = useActing();
  const companyId = acting.company?.id;
  const query = useMyPostings(companyId);
  const key = mode === 'job' ? 'postings' : 'gigs';
  const create = acting.canPost ? (
    <Button onClick={() => openModal({ kind: 'create-gig', mode, companyId })}>
      {mode === 'job' ? (
        <BriefcaseBusiness aria-hidden="true" className="size-4" />
      ) : (
        <Wrench aria-hidden="true" className="size-4" />
      )}
      {mode === 'job' ? t('postJob') : t('offerService')}
    </Button>
  ) : undefined;
  const postings = query.data?.postings.filter((posting) => posting.mode === mode) ?? [];

  let body: React.ReactNode;
  if (query.isPending) body = <PanelLoading label={t(`${key}.loading`)} />;
  else if (query.isError)
    body = <PanelError message={t(`${key}.loadFailed`)} onRetry={() => void query.refetch()} />;
  else if (postings.length === 0)
    body = (
      <PanelEmpty
        icon={mode === 'job' ? BriefcaseBusiness : Wrench}
        title={t(`${key}.emptyTitle`)}
        text={t(`${key}.emptyText`)}
        action={create}
      />
    );
  else
    body = (
      <ul className="grid gap-4">
        {postings.map((posting) => (
          <li key={posting.id}>
            <PostingCard posting={posting} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={`${key}-heading`}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${key}-heading`} className="text-xl font-bold text-slate-900">
            {t(`${key}.heading`)}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t(`${key}.intro`)}</p>
        </div>
      </div>
      {body}
    </section>
  );
}
