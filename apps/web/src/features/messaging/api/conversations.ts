import type {
  ConversationDto,
  ConversationListDto,
  CreateConversationInput,
} from '@hirehand/shared/messaging/messaging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/session';
import { putOnTop } from '../lib/thread-cache';
import { conversationsKey } from './messaging-keys';

/** While the socket is down the list (and so the header badge) is refreshed this often instead. */
const POLL_WITHOUT_SOCKET_MS = 30_000;

/** GET /api/conversations: the caller's conversations, newest activity first. */
export const fetchConversations = () => authFetch<ConversationListDto>('/api/conversations');

/** POST /api/conversations: 201 with a new conversation, or 200 with the existing one for the same people and job. */
export const createConversation = (input: CreateConversationInput) =>
  authFetch<ConversationDto>('/api/conversations', { body: input });

/**
 * The signed-in user's conversations. The socket keeps the cache current; while it is not open
 * the list is polled, so the unread badge never goes stale for long.
 */
export function useConversations(userId: string | null, live: boolean) {
  return useQuery({
    queryKey: conversationsKey(userId ?? ''),
    queryFn: fetchConversations,
    enabled: Boolean(userId),
    staleTime: 10_000,
    refetchInterval: userId && !live ? POLL_WITHOUT_SOCKET_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** Creates (or finds) a conversation and puts it at the top of the cached list. */
export function useCreateConversation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData<ConversationListDto>(conversationsKey(userId), (list) => ({
        conversations: putOnTop(list?.conversations ?? [], conversation),
      }));
    },
  });
}
