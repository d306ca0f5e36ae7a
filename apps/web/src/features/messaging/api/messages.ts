import type {
  ConversationListDto,
  MarkReadResultDto,
  MessageDto,
  MessageListDto,
} from '@hirehand/shared/messaging/messaging';
import { MESSAGES_PAGE_MAX } from '@hirehand/shared/messaging/messaging';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import {
  applyNewMessage,
  markConversationSeen,
  mergeMessages,
  mergeNewestPage,
  withConversations,
} from '../lib/thread-cache';
import { conversationsKey, threadKey, threadsKey } from './messaging-keys';

const messagesPath = (conversationId: string) =>
  `/api/conversations/${encodeURIComponent(conversationId)}/messages`;

/** GET /api/conversations/{id}/messages: the newest page, or older than `before`, or newer than `after`. */
export function fetchMessages(conversationId: string, cursor: { before?: string; after?: string } = {}) {
  const params = new URLSearchParams();
  if (cursor.before) params.set('before', cursor.before);
  if (cursor.after) {
    params.set('after', cursor.after);
    params.set('limit', String(MESSAGES_PAGE_MAX));
  }
  const query = params.size > 0 ? `?${params}` : '';
  return authFetch<MessageListDto>(`${messagesPath(conversationId)}${query}`);
}

/** POST /api/conversations/{id}/messages → 201 with the stored message. */
export const postMessage = (conversationId: string, content: string, idempotencyKey?: string) =>
  authFetch<MessageDto>(messagesPath(conversationId), {
    body: { content, message_type: 'text' },
    idempotencyKey,
  });

/** POST /api/conversations/{id}/mark-read. */
export const postMarkRead = (conversationId: string) =>
  authFetch<MarkReadResultDto>(`/api/conversations/${encodeURIComponent(conversationId)}/mark-read`, {
    method: 'POST',
  });

/**
 * One conversation's thread, oldest first. Refetching merges the newest page into what is cached,
 * so earlier pages and receipts already applied by the socket are kept.
 */
export function useThread(userId: string, conversationId: string | null) {
  return useQuery({
    queryKey: threadKey(userId, conversationId ?? ''),
    enabled: Boolean(conversationId),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    queryFn: async ({ client, queryKey }) => {
      const page = await fetchMessages(conversationId!);
      return mergeNewestPage(client.getQueryData<MessageListDto>(queryKey), page);
    },
  });
}

/** Loads the page before the oldest cached message and adds it to the thread. */
export async function loadOlderMessages(queryClient: QueryClient, userId: string, conversationId: string) {
  const key = threadKey(userId, conversationId);
  const oldest = queryClient.getQueryData<MessageListDto>(key)?.messages[0];
  if (!oldest) return;
  const page = await fetchMessages(conversationId, { before: oldest.id });
  queryClient.setQueryData<MessageListDto>(key, (cached) => ({
    messages: mergeMessages(cached?.messages ?? [], page.messages),
    has_more: page.has_more,
  }));
}

/** Adds messages (from the socket, a send or an upload) to a cached thread and the list. */
export function addMessages(
  queryClient: QueryClient,
  userId: string,
  messages: readonly MessageDto[],
  options: { seen: boolean },
) {
  let listKnowsAll = true;
  for (const message of messages) {
    const key = threadKey(userId, message.conversation_id);
    if (queryClient.getQueryData(key)) {
      queryClient.setQueryData<MessageListDto>(key, (cached) =>
        cached ? { ...cached, messages: mergeMessages(cached.messages, [message]) } : cached,
      );
    }
    const list = queryClient.getQueryData<ConversationListDto>(conversationsKey(userId));
    if (!list) continue;
    const updated = applyNewMessage(list.conversations, message, { userId, seen: options.seen });
    if (updated)
      queryClient.setQueryData<ConversationListDto>(
        conversationsKey(userId),
        withConversations(list, updated),
      );
    else listKnowsAll = false;
  }
  // A message in a conversation the list has not seen (someone just started it): fetch the list.
  if (!listKnowsAll) void queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
}

/** Marks a conversation read on the server and clears its unread count in the cached list. */
export async function markRead(queryClient: QueryClient, userId: string, conversationId: string) {
  queryClient.setQueryData<ConversationListDto>(conversationsKey(userId), (list) =>
    list ? withConversations(list, markConversationSeen(list.conversations, conversationId)) : list,
  );
  await postMarkRead(conversationId);
}

/**
 * After a reconnect: every cached thread fetches what it missed since its last message
 * (repeating while the server says there is more), and the list is refetched.
 */
export async function catchUp(queryClient: QueryClient, userId: string) {
  const threads = queryClient.getQueriesData<MessageListDto>({ queryKey: threadsKey(userId) });
  await Promise.all(
    threads.map(async ([key, data]) => {
      const conversationId = key.at(-1);
      let last = data?.messages.at(-1)?.id;
      if (typeof conversationId !== 'string' || !last) return;
      try {
        // Bounded, so a thread that keeps growing faster than we read cannot hold the loop.
        for (let round = 0; round < 20; round += 1) {
          const page = await fetchMessages(conversationId, { after: last });
          if (page.messages.length > 0) {
            queryClient.setQueryData<MessageListDto>(key, (cached) =>
              cached ? { ...cached, messages: mergeMessages(cached.messages, page.messages) } : cached,
            );
            last = page.messages.at(-1)!.id;
          }
          if (!page.has_more || page.messages.length === 0) break;
        }
      } catch (error) {
        // Load failures are only logged; the next refetch of the thread fills the gap.
        console.error('Failed to catch up on messages', error);
      }
    }),
  );
  await queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
}
