import {
  CONVERSATIONS_PAGE_DEFAULT,
  CONVERSATIONS_PAGE_MAX,
  type ConversationDto,
  type ConversationListDto,
  type ConversationRequestedDto,
  type CreateConversationInput,
} from '@hirehand/shared/messaging/messaging';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { useSubmissionKeys } from '@/lib/submission-key';
import { appendOlderPage, putOnTop, withConversations } from '../lib/thread-cache';
import { conversationsKey } from './messaging-keys';

/** While the socket is down the list (and so the header badge) is refreshed this often instead. */
const POLL_WITHOUT_SOCKET_MS = 30_000;

/** GET /api/conversations: a page of the caller's conversations, newest activity first. */
export function fetchConversations(page: { limit?: number; before?: string } = {}) {
  const params = new URLSearchParams();
  if (page.limit) params.set('limit', String(page.limit));
  if (page.before) params.set('before', page.before);
  const query = params.size ? `?${params}` : '';
  return authFetch<ConversationListDto>(`/api/conversations${query}`);
}

/**
 * POST /api/conversations: by id, 201 with a new conversation or 200 with the existing one for the
 * same people and job; naming anyone by e-mail, 202 with one text whether or not they have an account.
 */
export const createConversation = (input: CreateConversationInput, idempotencyKey?: string) =>
  authFetch<ConversationDto | ConversationRequestedDto>('/api/conversations', {
    body: input,
    idempotencyKey,
  });

/** The by-e-mail answer: the conversation, if one was started, is only in the list. */
export const isRequested = (
  result: ConversationDto | ConversationRequestedDto,
): result is ConversationRequestedDto => !('id' in result);

/** A refetch asks for as many rows as are loaded (within the page bounds), so older pages stay. */
const refetchSize = (queryClient: QueryClient, userId: string) => {
  const loaded = queryClient.getQueryData<ConversationListDto>(conversationsKey(userId))?.conversations
    .length;
  return Math.min(CONVERSATIONS_PAGE_MAX, Math.max(CONVERSATIONS_PAGE_DEFAULT, loaded ?? 0));
};

/**
 * The signed-in user's conversations. The socket keeps the cache current; while it is not open
 * the list is polled, so the unread badge never goes stale for long.
 */
export function useConversations(userId: string | null, live: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationsKey(userId ?? ''),
    queryFn: () => fetchConversations({ limit: refetchSize(queryClient, userId ?? '') }),
    enabled: Boolean(userId),
    staleTime: 10_000,
    refetchInterval: userId && !live ? POLL_WITHOUT_SOCKET_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** Loads the page after the last loaded conversation and appends it to the cached list. */
export function useLoadOlderConversations(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const list = queryClient.getQueryData<ConversationListDto>(conversationsKey(userId));
      return fetchConversations({ before: list?.conversations.at(-1)?.id });
    },
    onSuccess: (page) => {
      queryClient.setQueryData<ConversationListDto>(conversationsKey(userId), (list) =>
        appendOlderPage(list, page),
      );
    },
    onError: (error) => console.error('Failed to load older conversations', error),
  });
}

/**
 * Creates (or finds) a conversation and puts it at the top of the cached list; after a by-e-mail
 * request the list is fetched again (and awaited), which shows the conversation if one was started.
 */
export function useCreateConversation(userId: string) {
  const queryClient = useQueryClient();
  // One Idempotency-Key per submission: a double click starts one conversation, sends one message.
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (input: CreateConversationInput) => createConversation(input, keys.keyFor(input)),
    onSuccess: async (result) => {
      keys.reset();
      if (isRequested(result)) {
        await queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
        return;
      }
      queryClient.setQueryData<ConversationListDto>(conversationsKey(userId), (list) =>
        withConversations(list, putOnTop(list?.conversations ?? [], result)),
      );
    },
  });
}
