import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useConnectionState } from '@/lib/realtime/realtime';
import type { Session } from '@/lib/session/session';
import {
  isRequested,
  useConversations,
  useCreateConversation,
  useLoadOlderConversations,
} from '../api/conversations';
import { setViewedConversation } from '../lib/realtime-store';
import { findJobConversation } from '../lib/thread-cache';

export interface NewConversationState {
  open: boolean;
  recipient: string;
  error: string | null;
  /** After a request by e-mail: the conversation is in the list if the person has an account. */
  notice: string | null;
  busy: boolean;
  /** Given when the modal was opened for a job: the new conversation is linked to it. */
  jobId?: string;
  toggle(): void;
  setRecipient(value: string): void;
  submit(): void;
  cancel(): void;
}

const errorDetail = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.detail ?? Object.values(error.fieldErrors)[0] ?? fallback) : fallback;

/**
 * The Messages modal's state: the selection, the search, the
 * New Conversation panel, and, when opened for a job, selecting (or creating) its conversation.
 */
export function useMessagesModalState({
  session,
  jobId,
  participantId,
}: {
  session: Session;
  jobId?: string;
  participantId?: string;
}) {
  const { t } = useTranslation('messaging');
  const userId = session.user.id;
  const live = useConnectionState() === 'open';
  const conversations = useConversations(userId, live);
  const create = useCreateConversation(userId);
  const loadOlder = useLoadOlderConversations(userId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [panelOpen, setPanelOpen] = useState(false);
  const [recipient, setRecipient] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [opening, setOpening] = useState(Boolean(jobId));
  /** The conversation was selected for the job the modal was opened for: the composer takes focus. */
  const [openedForJob, setOpenedForJob] = useState(false);
  const autoSelected = useRef(false);

  const list = conversations.data?.conversations ?? [];
  const selected = list.find((item) => item.id === selectedId);

  useEffect(() => {
    // List load failures are only logged; the list shows its empty state.
    if (conversations.error) console.error('Failed to load conversations', conversations.error);
  }, [conversations.error]);

  useEffect(() => {
    setViewedConversation(selectedId);
    return () => setViewedConversation(null);
  }, [selectedId]);

  // Opened for a job: select its conversation with that person, creating it when missing.
  useEffect(() => {
    if (!jobId || autoSelected.current || conversations.isPending) return;
    autoSelected.current = true;
    const found = findJobConversation(conversations.data?.conversations ?? [], jobId, participantId, userId);
    if (found) {
      setSelectedId(found.id);
      setOpenedForJob(true);
      setOpening(false);
    } else if (participantId) {
      create.mutate(
        { participant_ids: [participantId], job_id: jobId },
        {
          onSuccess: (result) => {
            if (isRequested(result)) return;
            setSelectedId(result.id);
            setOpenedForJob(true);
          },
          onError: (error) => {
            console.error('Failed to create conversation', error);
            setRecipient(participantId);
            setPanelOpen(true);
            setCreateError(errorDetail(error, t('create.failed')));
          },
          onSettled: () => setOpening(false),
        },
      );
    } else {
      setPanelOpen(true);
      setOpening(false);
    }
  }, [jobId, participantId, userId, conversations.isPending, conversations.data, create, t]);

  const panel: NewConversationState = {
    open: panelOpen,
    recipient,
    error: createError,
    notice,
    busy: create.isPending,
    jobId,
    toggle: () => {
      setPanelOpen((value) => !value);
      setCreateError(null);
      setNotice(null);
    },
    setRecipient: (value) => {
      setRecipient(value);
      setCreateError(null);
      setNotice(null);
    },
    submit: () => {
      const value = recipient.trim();
      if (!value || create.isPending) return;
      setCreateError(null);
      setNotice(null);
      create.mutate(
        { participant_ids: [value], job_id: jobId ?? null },
        {
          onSuccess: (result) => {
            setRecipient('');
            // By e-mail the answer never says whether the person exists: say so, and let the
            // refreshed list show the conversation when there is one.
            if (isRequested(result)) {
              setNotice(t('create.requested'));
              return;
            }
            setSelectedId(result.id);
            setPanelOpen(false);
          },
          onError: (error) => {
            // Logged, and the panel stays open (here with the server's reason under the input).
            console.error('Failed to create conversation', error);
            setCreateError(errorDetail(error, t('create.failed')));
          },
        },
      );
    },
    cancel: () => {
      setPanelOpen(false);
      setRecipient('');
      setCreateError(null);
      setNotice(null);
    },
  };

  return {
    selectedId,
    selected,
    openedForJob,
    back: () => setSelectedId(null),
    listProps: {
      userId,
      conversations: list,
      loading: conversations.isPending,
      hasOlder: conversations.data?.has_more ?? false,
      loadingOlder: loadOlder.isPending,
      onLoadOlder: () => loadOlder.mutate(),
      opening,
      selectedId,
      onSelect: setSelectedId,
      search,
      onSearchChange: setSearch,
      panel,
    },
  };
}
