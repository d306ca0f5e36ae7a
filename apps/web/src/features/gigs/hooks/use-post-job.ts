import { useAppModals } from '../../../app/modals/app-modals';
import { openAuthModal } from '../../auth/hooks/use-auth-modal-bridge';
import { useSession } from '../../session/hooks/use-session';

/** "Post a Job" on the landing page: the wizard when signed in; a visitor first makes an account. */
export function usePostJob(): () => void {
  const session = useSession();
  const { openModal } = useAppModals();
  return () => (session ? openModal({ kind: 'create-gig', mode: 'job' }) : openAuthModal('register'));
}
