import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useSession } from '@/lib/session/use-session';
import { Button, type ButtonProps } from './ui/button';

/** Opens the Messages modal on the conversation about a job with one person (sign-in first when signed out). */
export function useOpenConversation() {
  const session = useSession();
  const { openModal } = useAppModals();
  return (jobId: string, participantId: string) => {
    if (!session) openAuthModal('login');
    else openModal({ kind: 'messages', jobId, participantId });
  };
}

/**
 * "Message" on an application or a posting: opens the modal on the conversation linked to that job
 * with that person, creating it when there is none yet.
 */
export function MessageButton({
  jobId,
  participantId,
  variant = 'secondary',
  size = 'sm',
  ...props
}: { jobId: string; participantId: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation('common');
  const openConversation = useOpenConversation();
  return (
    <Button variant={variant} size={size} onClick={() => openConversation(jobId, participantId)} {...props}>
      <MessageSquare aria-hidden="true" className="size-4" />
      {t('messageButton')}
    </Button>
  );
}
