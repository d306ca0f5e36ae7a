import { useAppModals } from '../../../app/modals/app-modals';
import { openAuthModal } from '../../auth/hooks/use-auth-modal-bridge';
import { useSession } from '../../session/hooks/use-session';

export interface ApplicableJob {
  id: string;
  title: string;
  employer_id?: string | null;
}

/**
 * What a job's buttons do: Apply Now and Message (sign in first when signed out; Message opens the
 * conversation about the job with its employer) and the employer's Portfolio.
 */
export function useJobActions() {
  const session = useSession();
  const { openModal } = useAppModals();
  const userId = session?.user.id;
  return {
    /** The caller's own posting: no Apply Now on it. */
    isOwn: (job: ApplicableJob) => Boolean(userId && job.employer_id && job.employer_id === userId),
    apply: (job: ApplicableJob) => {
      if (!session) openAuthModal('login');
      else openModal({ kind: 'apply', postingId: job.id, title: job.title });
    },
    openPortfolio: (employerId: string) => openModal({ kind: 'experience', userId: employerId }),
    message: (job: ApplicableJob) => {
      if (!session) openAuthModal('login');
      else if (job.employer_id)
        openModal({ kind: 'messages', jobId: job.id, participantId: job.employer_id });
    },
  };
}
