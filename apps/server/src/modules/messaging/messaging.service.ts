import type {
  ConversationListDto,
  ConversationsQuery,
  MessageDto,
  MessageListDto,
  MessagesQuery,
  SendMessageInput,
} from '@hirehand/shared/messaging/messaging';
import { MESSAGING_ERRORS } from '@hirehand/shared/messaging/messaging-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { publishCommitted } from '../../platform/bus/publish-committed';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { MESSAGE_CREATED_EVENT, MESSAGE_DELIVERED_EVENT, MESSAGE_READ_EVENT } from './messaging.events';
import { participantAsCaller } from './messaging.policy';
import { toConversationDto, toMessageDto, toMessageViewDto } from './messaging.presenter';
import {
  countUnreadMessages,
  insertMessage,
  listConversationViews,
  listMessageViews,
  listParticipants,
  markConversationRead,
  markDeliveredUpTo,
  messageInConversation,
  type Person,
} from './messaging.repo';

type Base = { ctx: AppContext; actorId: string };

/**
 * One page of the caller's conversations, newest activity first, with the unread total over all
 * of them: four queries whatever the page's size. A `before` that is not one of the caller's
 * conversations is a 404, like any conversation of someone else's.
 */
export async function listConversations({
  ctx,
  actorId,
  query,
}: Base & { query: z.output<typeof ConversationsQuery> }): Promise<ConversationListDto> {
  if (query.before) await participantsFor(ctx, actorId, query.before);
  const afterId = query.before?.toLowerCase();
  const [views, unreadTotal] = await Promise.all([
    listConversationViews(ctx.db, actorId, { afterId, limit: query.limit + 1 }),
    countUnreadMessages(ctx.db, actorId),
  ]);
  const page = views.slice(0, query.limit);
  const people = await listParticipants(
    ctx.db,
    page.map((v) => v.conversation.id),
  );
  const byConversation = new Map<string, Person[]>();
  for (const p of people) {
    const list = byConversation.get(p.conversationId) ?? [];
    list.push(p);
    byConversation.set(p.conversationId, list);
  }
  return {
    conversations: page.map((view) =>
      toConversationDto(view, byConversation.get(view.conversation.id) ?? []),
    ),
    has_more: views.length > query.limit,
    unread_total: unreadTotal,
  };
}

/** One of the caller's conversations as the list shows it. */
export async function conversationView(ctx: AppContext, actorId: string, conversationId: string) {
  const [view] = await listConversationViews(ctx.db, actorId, { onlyId: conversationId });
  if (!view) throw errors.notFound(MESSAGING_ERRORS.conversationNotFound);
  return toConversationDto(view, await listParticipants(ctx.db, [conversationId]));
}

/** The caller as the sender of a message in the conversation. */
export async function senderOf(ctx: AppContext, actorId: string, conversationId: string) {
  return participantAsCaller(actorId, await listParticipants(ctx.db, [conversationId]));
}

/** The participants, after checking the caller is one of them (anyone else: 404, as if it did not exist). */
export async function participantsFor(ctx: AppContext, actorId: string, conversationId: string) {
  if (!isUuid(conversationId)) throw errors.notFound(MESSAGING_ERRORS.conversationNotFound);
  const people = await listParticipants(ctx.db, [conversationId.toLowerCase()]);
  participantAsCaller(actorId, people);
  return people;
}

/**
 * A page of a thread, oldest first: the newest page by default, older than `before`,
 * or newer than `after` (a reconnecting client's catch-up; repeat while has_more).
 */
export async function listMessages(
  props: Base & { log: FastifyBaseLogger; conversationId: string; query: z.output<typeof MessagesQuery> },
): Promise<MessageListDto> {
  const { ctx, actorId, query } = props;
  const people = await participantsFor(ctx, actorId, props.conversationId);
  const conversationId = props.conversationId.toLowerCase();
  for (const cursor of [query.before, query.after]) {
    if (
      cursor !== undefined &&
      !(isUuid(cursor) && (await messageInConversation(ctx.db, conversationId, cursor)))
    ) {
      throw errors.notFound(MESSAGING_ERRORS.messageNotFound);
    }
  }
  const rows = await listMessageViews(ctx.db, { conversationId, ...query });
  const has_more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (!query.after) page.reverse();
  const messages = page.map(toMessageViewDto);
  await deliverFetched(props, conversationId, people, messages);
  return { messages, has_more };
}

/**
 * Fetching a thread counts as delivery to the caller up to the newest message from others
 * in the page: the watermark moves (and is announced) only when it was behind, and the
 * answer shows the caller among those it was delivered to.
 */
async function deliverFetched(
  props: Base & { log: FastifyBaseLogger },
  conversationId: string,
  people: Person[],
  messages: MessageDto[],
) {
  const { ctx, actorId } = props;
  const newest = messages.findLast((m) => m.sender_id !== actorId);
  if (!newest || newest.delivered_to.includes(actorId)) return;
  const moved = await markDeliveredUpTo(ctx.db, { conversationId, userId: actorId, messageId: newest.id });
  if (moved.length === 0) return;
  // The page is in thread order, so every message from others in it is at or before `newest`.
  for (const message of messages) {
    if (message.sender_id === actorId || message.delivered_to.includes(actorId)) continue;
    message.delivered_to = [...message.delivered_to, actorId].sort();
  }
  await announceDelivered(props, {
    conversationId,
    messageId: newest.id,
    participantIds: people.map((p) => p.id),
  });
}

async function announceDelivered(
  props: Base & { log: FastifyBaseLogger },
  event: { conversationId: string; messageId: string; participantIds: string[] },
) {
  await publishCommitted(
    props.ctx,
    {
      type: MESSAGE_DELIVERED_EVENT,
      payload: { ...event, userId: props.actorId, deliveredAt: props.ctx.clock.now().toISOString() },
    },
    props.log,
  );
}

/**
 * A delivery receipt from one of the caller's devices (the socket's `message_received`):
 * the caller has received the conversation's messages up to messageId. Moves the caller's
 * delivery watermark forward, never back, and announces it when it moved. Anything that does
 * not apply (not a participant, unknown or own message, already covered) changes nothing.
 * Answers whether it moved.
 */
export async function acknowledgeDelivery(
  props: Base & { log: FastifyBaseLogger; conversationId: string; messageId: string },
): Promise<boolean> {
  const { ctx, actorId } = props;
  if (!isUuid(props.conversationId) || !isUuid(props.messageId)) return false;
  const conversationId = props.conversationId.toLowerCase();
  const messageId = props.messageId.toLowerCase();
  const participantIds = await markDeliveredUpTo(ctx.db, { conversationId, userId: actorId, messageId });
  if (participantIds.length === 0) return false;
  await announceDelivered(props, { conversationId, messageId, participantIds });
  return true;
}

/** Sends a message: stored and made the conversation's last activity in one statement, then published. */
export async function sendMessage(
  props: Base & { log: FastifyBaseLogger; conversationId: string; input: z.output<typeof SendMessageInput> },
): Promise<MessageDto> {
  const { ctx, actorId, input } = props;
  const people = await participantsFor(ctx, actorId, props.conversationId);
  const conversationId = props.conversationId.toLowerCase();
  const row = await insertMessage(ctx.db, {
    conversationId,
    senderId: actorId,
    content: input.content,
    messageType: input.message_type,
  });
  const message = toMessageDto(row, participantAsCaller(actorId, people));
  await publishCommitted(
    ctx,
    {
      type: MESSAGE_CREATED_EVENT,
      payload: { conversationId, message, participantIds: people.map((p) => p.id) },
    },
    props.log,
  );
  return message;
}

/** Marks the conversation read for the caller up to now, then publishes the new read state. */
export async function markRead(props: Base & { log: FastifyBaseLogger; conversationId: string }) {
  const { ctx, actorId } = props;
  const people = await participantsFor(ctx, actorId, props.conversationId);
  const conversationId = props.conversationId.toLowerCase();
  const read = await markConversationRead(ctx.db, conversationId, actorId);
  if (!read) throw errors.notFound(MESSAGING_ERRORS.conversationNotFound);
  await publishCommitted(
    ctx,
    {
      type: MESSAGE_READ_EVENT,
      payload: {
        conversationId,
        userId: actorId,
        readAt: new Date(read.readAt).toISOString(),
        messageId: read.messageId,
        participantIds: people.map((p) => p.id),
      },
    },
    props.log,
  );
  return { unread_count: 0 };
}
