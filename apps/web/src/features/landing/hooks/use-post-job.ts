import { useAppModals } from '@/lib/modals/app-modals-context';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useSession } from '@/lib/session/use-session';

/** "Post a Job" on the landing page: the wizard when signed in; a visitor first makes an account. */
export function usePostJob(): () => void {
  const session = useSession();
  const { openModal } = useAppModals();
  return () => (session ? openModal({ kind: 'create-gig', mode: 'job' }) : openAuthModal('register'));
}
