import type {
  ConversationDto,
  ConversationListDto,
  MessageDto,
  MessageListDto,
} from '@hirehand/shared/messaging/messaging';
import type { ServerFrameOf } from '@hirehand/shared/realtime/frames';

export type MessageStatusEvent = ServerFrameOf<'message_status'>;

const byTime = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
  a.created_at === b.created_at ? a.id.localeCompare(b.id) : a.created_at.localeCompare(b.created_at);

const union = (a: readonly string[], b: readonly string[]) =>
  b.every((id) => a.includes(id)) ? [...a] : [...new Set([...a, ...b])];

/**
 * Adds messages to a thread (oldest first) without duplicates. Read and delivery state only moves
 * forward, so a copy that arrives later never takes back a receipt that an event already applied.
 */
export function mergeMessages(
  existing: readonly MessageDto[],
  incoming: readonly MessageDto[],
): MessageDto[] {
  const byId = new Map(existing.map((message) => [message.id, message]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(
      message.id,
      known
        ? {
            ...message,
            read_by: union(message.read_by, known.read_by),
            delivered_to: union(message.delivered_to, known.delivered_to),
          }
        : message,
    );
  }
  return [...byId.values()].sort(byTime);
}

/**
 * Puts the newest page into a cached thread. Older pages already loaded stay when the page reaches
 * back into them; after a gap (more new messages than a page holds) only the new page is kept.
 */
export function mergeNewestPage(cached: MessageListDto | undefined, page: MessageListDto): MessageListDto {
  if (!cached || cached.messages.length === 0) return page;
  const oldestOfPage = page.messages[0];
  const overlaps =
    !page.has_more || !oldestOfPage || cached.messages.some((message) => message.id === oldestOfPage.id);
  if (!overlaps) return page;
  const oldestCached = cached.messages[0]!;
  const keepsOlder = !oldestOfPage || byTime(oldestCached, oldestOfPage) < 0;
  return {
    messages: mergeMessages(cached.messages, page.messages),
    has_more: keepsOlder ? cached.has_more : page.has_more,
  };
}

/**
 * Applies a message_status event: every message up to and including message_id that someone other
 * than the event's user sent now counts as delivered to (and, for 'read', read by) that user.
 * Answers null when message_id is not in the thread (the caller refetches instead).
 */
export function applyMessageStatus(
  messages: readonly MessageDto[],
  event: MessageStatusEvent,
): MessageDto[] | null {
  const index = messages.findIndex((message) => message.id === event.message_id);
  if (index === -1) return null;
  return messages.map((message, position) => {
    if (position > index || message.sender_id === event.user_id) return message;
    const delivered_to = union(message.delivered_to, [event.user_id]);
    const read_by = event.status === 'read' ? union(message.read_by, [event.user_id]) : message.read_by;
    if (delivered_to.length === message.delivered_to.length && read_by.length === message.read_by.length) {
      return message;
    }
    return { ...message, delivered_to, read_by };
  });
}

/** Newest activity first, as GET /api/conversations answers. */
export const sortConversations = (conversations: readonly ConversationDto[]) =>
  [...conversations].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id));

/**
 * A new message moves its conversation to the top with the new preview; it counts as unread unless
 * the current user sent it or is looking at that conversation. Answers null for a conversation
 * the list does not hold yet (the caller refetches the list).
 */
export function applyNewMessage(
  conversations: readonly ConversationDto[],
  message: MessageDto,
  options: { userId: string; seen: boolean },
): ConversationDto[] | null {
  const conversation = conversations.find((item) => item.id === message.conversation_id);
  if (!conversation) return null;
  if (conversation.last_message && byTime(conversation.last_message, message) >= 0) return [...conversations];
  const unread = message.sender_id !== options.userId && !options.seen;
  const updated: ConversationDto = {
    ...conversation,
    last_message: {
      id: message.id,
      sender_id: message.sender_id,
      content: message.content,
      message_type: message.message_type,
      created_at: message.created_at,
    },
    unread_count: unread ? conversation.unread_count + 1 : conversation.unread_count,
    updated_at: message.created_at > conversation.updated_at ? message.created_at : conversation.updated_at,
  };
  return sortConversations(conversations.map((item) => (item.id === updated.id ? updated : item)));
}

/** Sets one conversation's unread count to zero. */
export const markConversationSeen = (conversations: readonly ConversationDto[], conversationId: string) =>
  conversations.map((item) =>
    item.id === conversationId && item.unread_count !== 0 ? { ...item, unread_count: 0 } : item,
  );

/** A created (or found) conversation goes to the top of the list, replacing any older copy. */
export const putOnTop = (conversations: readonly ConversationDto[], conversation: ConversationDto) => [
  conversation,
  ...conversations.filter((item) => item.id !== conversation.id),
];

const unreadOf = (conversations: readonly ConversationDto[]) =>
  conversations.reduce((sum, item) => sum + Math.max(0, item.unread_count), 0);

/**
 * The cached list with changed rows. The unread total (the header badge, which also counts
 * conversations on pages not loaded) moves by what the rows already held moved; a row new to the
 * cache was already in the server's total.
 */
export function withConversations(
  list: ConversationListDto | undefined,
  conversations: ConversationDto[],
): ConversationListDto {
  if (!list) return { conversations, has_more: false, unread_total: unreadOf(conversations) };
  const known = new Set(list.conversations.map((item) => item.id));
  const held = conversations.filter((item) => known.has(item.id));
  return {
    ...list,
    conversations,
    unread_total: Math.max(0, list.unread_total - unreadOf(list.conversations) + unreadOf(held)),
  };
}

/** An older page goes below the rows already loaded (a row that moved up meanwhile is not repeated). */
export function appendOlderPage(list: ConversationListDto | undefined, page: ConversationListDto) {
  const known = new Set((list?.conversations ?? []).map((item) => item.id));
  return {
    conversations: [
      ...(list?.conversations ?? []),
      ...page.conversations.filter((item) => !known.has(item.id)),
    ],
    has_more: page.has_more,
    unread_total: page.unread_total,
  };
}

/** The conversation linked to a job with a given person (and nobody else), if the list holds it. */
export const findJobConversation = (
  conversations: readonly ConversationDto[],
  jobId: string,
  participantId: string | undefined,
  userId: string,
) =>
  conversations.find((item) => {
    if (item.job_id?.toLowerCase() !== jobId.toLowerCase()) return false;
    if (!participantId) return true;
    const others = item.participants.filter((person) => person.id !== userId);
    return others.length === 1 && others[0]!.id.toLowerCase() === participantId.toLowerCase();
  });
