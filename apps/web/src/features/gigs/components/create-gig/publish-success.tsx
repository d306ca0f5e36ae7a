import type { PostingMode } from '@hirehand/shared/gigs/gig-enums';
import { CircleCheck, Clock, ExternalLink, LayoutDashboard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { postingModal, useAppModals } from '@/lib/modals/app-modals-context';
import type { CreatedPosting } from '../../hooks/use-create-gig-wizard';

/**
 * What the wizard shows once the posting is published: the success text with its
 * estimated reach, and where to go next: the posting itself (a job in the job detail, a
 * service in the marketplace's) or the dashboard where it is managed.
 */
export function PublishSuccess({
  mode,
  created,
  onClose,
}: {
  mode: PostingMode;
  created: CreatedPosting;
  onClose(): void;
}) {
  const { t } = useTranslation('gigs');
  const { openModal } = useAppModals();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-4 py-8 text-center sm:px-6">
      {created.awaitingPayment ? (
        <Clock aria-hidden="true" className="mx-auto size-12 text-amber-700" />
      ) : (
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
      )}
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {created.awaitingPayment
          ? t('wizard.success.heading.awaitingPayment')
          : t(`wizard.success.heading.${mode}`)}
      </h3>
      <p role="status" data-testid="publish-success" className="mx-auto mt-2 max-w-md text-slate-700">
        {created.message}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Button onClick={() => openModal(postingModal({ id: created.id, mode }))}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t(`wizard.success.viewPosting.${mode}`)}
        </Button>
        <Button asChild variant="secondary">
          <Link to={`/dashboard?tab=${mode === 'job' ? 'postings' : 'gigs'}`} onClick={onClose}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {t('wizard.success.dashboard')}
          </Link>
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('wizard.success.done')}
        </Button>
      </div>
    </div>
  );
}
