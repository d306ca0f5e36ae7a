import type { PostingMode } from '@hirehand/shared/gigs/gig-enums';
import { postingModal, useAppModals } from '@/lib/modals/app-modals-context';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useSession } from '@/lib/session/use-session';

export interface ApplicableJob {
  id: string;
  title: string;
  employer_id?: string | null;
  /** The caller already applied: Apply Now does nothing. */
  applied?: boolean;
  /** A colleague posted it for the caller's company (the server refuses their application). */
  posted_by_colleague?: boolean;
}

/**
 * What a job's buttons do: Apply Now and Message (sign in first when signed out; Message opens the
 * conversation about the job with its employer), and from the employer's profile, one of their
 * postings or their work history.
 */
export function useJobActions() {
  const session = useSession();
  const { openModal } = useAppModals();
  const userId = session?.user.id;
  return {
    /** The caller's own posting, or their company's: no Apply Now on it. */
    isOwn: (job: ApplicableJob) =>
      Boolean(userId && ((job.employer_id && job.employer_id === userId) || job.posted_by_colleague)),
    apply: (job: ApplicableJob) => {
      if (!session) openAuthModal('login');
      else if (!job.applied) openModal({ kind: 'apply', postingId: job.id, title: job.title });
    },
    /** A job opens as a job, a service in the marketplace. */
    openPosting: (posting: { id: string; mode: PostingMode }) => openModal(postingModal(posting)),
    openWorkHistory: (userId: string) => openModal({ kind: 'experience', userId }),
    message: (job: ApplicableJob) => {
      if (!session) openAuthModal('login');
      else if (job.employer_id)
        openModal({ kind: 'messages', jobId: job.id, participantId: job.employer_id });
    },
  };
}
