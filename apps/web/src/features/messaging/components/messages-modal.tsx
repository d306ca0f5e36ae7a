import { LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useConnectionState } from '@/lib/realtime/realtime';
import type { Session } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';
import { useConversations } from '../api/conversations';
import { useMessagesModalState } from '../hooks/use-messages-modal-state';
import { ConversationList } from './conversation-list';
import { DesktopAlertsButton } from './desktop-alerts-button';
import { MessageThread } from './message-thread';

export interface MessagesModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Opened from a job or an application: that job's conversation (with that person) is selected. */
  jobId?: string;
  participantId?: string;
}

function LiveIndicator() {
  const { t } = useTranslation('messaging');
  const state = useConnectionState();
  if (state !== 'open') return null;
  return (
    <span
      role="img"
      aria-label={t('liveLabel')}
      data-testid="messaging-live"
      className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200"
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-green-600" />
      <span aria-hidden="true">{t('live')}</span>
    </span>
  );
}

function SignedOut({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('messaging');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-lg font-semibold text-slate-900">{t('signedOut')}</p>
      <Button
        onClick={() => {
          onClose();
          openAuthModal('login');
        }}
      >
        <LogIn aria-hidden="true" className="size-4" />
        {t('signIn')}
      </Button>
    </div>
  );
}

/** Below md the panes take turns, so focus has to follow the pane on screen. */
const isSinglePane = () => window.matchMedia?.('(max-width: 767px)').matches ?? false;

function MessagesBody({
  session,
  jobId,
  participantId,
}: {
  session: Session;
  jobId?: string;
  participantId?: string;
}) {
  const state = useMessagesModalState({ session, jobId, participantId });
  const { selected, selectedId, openedForJob } = state;
  const body = useRef<HTMLDivElement>(null);
  const focusSoon = (selector: string) =>
    window.setTimeout(() => body.current?.querySelector<HTMLElement>(selector)?.focus(), 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusSoon only reads a ref
  useEffect(() => {
    // Opened from a job or an application: the next step is writing the message.
    if (openedForJob && selectedId) focusSoon('textarea');
  }, [openedForJob, selectedId]);

  const select = (id: string) => {
    state.listProps.onSelect(id);
    if (isSinglePane()) focusSoon('[data-thread-focus]');
  };
  const back = () => {
    state.back();
    if (selectedId) focusSoon(`[data-conversation-id="${CSS.escape(selectedId)}"]`);
  };

  return (
    <div ref={body} className="flex min-h-0 flex-1">
      <ConversationList
        {...state.listProps}
        onSelect={select}
        className={cn('w-full md:w-1/3 md:border-r md:border-slate-200', selected && 'max-md:hidden')}
      />
      <MessageThread
        key={selectedId ?? 'none'}
        conversation={selected}
        userId={session.user.id}
        onBack={back}
        className={cn('w-full md:w-2/3', !selectedId && 'max-md:hidden')}
      />
    </div>
  );
}

/**
 * The Messages modal: on wide screens the conversation list (a third) beside the
 * thread; on narrow ones one pane at a time with Back. Signed out, it asks to sign in.
 */
export function MessagesModal({ open, onOpenChange, jobId, participantId }: MessagesModalProps) {
  const { t } = useTranslation('messaging');
  const session = useSession();
  const live = useConnectionState() === 'open';
  const conversations = useConversations(session?.user.id ?? null, live);
  const unread = conversations.data?.unread_total ?? 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('close')}
        data-testid="messages-modal"
        className={cn(
          'flex flex-col overflow-hidden p-0',
          'h-dvh max-h-dvh w-screen max-w-none rounded-none',
          'sm:h-[80vh] sm:max-h-[80vh] sm:w-[calc(100vw-2rem)] sm:max-w-6xl sm:rounded-2xl',
        )}
      >
        <div className="flex min-h-14 items-center gap-3 border-b border-slate-200 py-3 pr-14 pl-4 sm:pl-6">
          <DialogTitle className="text-xl">{t('title')}</DialogTitle>
          {session && unread > 0 ? (
            <Badge tone="danger" data-testid="messages-unread-total" className="bg-red-700 text-white">
              <span aria-hidden="true">{formatNumber(unread)}</span>
              <span className="sr-only">{t('unreadBadge', { count: unread })}</span>
            </Badge>
          ) : null}
          {session ? <LiveIndicator /> : null}
          {session ? <DesktopAlertsButton /> : null}
          <DialogDescription className="sr-only">{t('description')}</DialogDescription>
        </div>
        {session ? (
          <MessagesBody session={session} jobId={jobId} participantId={participantId} />
        ) : (
          <SignedOut onClose={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
