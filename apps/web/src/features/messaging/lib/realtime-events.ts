import type { ConversationListDto, MessageListDto } from '@hirehand/shared/messaging/messaging';
import type { ClientFrame, ServerFrame } from '@hirehand/shared/realtime/frames';
import type { QueryClient } from '@tanstack/react-query';
import { addMessages, markRead } from '../api/messages';
import { conversationsKey, threadKey } from '../api/messaging-keys';
import { applyMessageStatus, markConversationSeen, withConversations } from '../lib/thread-cache';
import { setPresence, setTyping } from './realtime-store';

export interface RealtimeEventContext {
  queryClient: QueryClient;
  userId: string;
  send(event: ClientFrame): boolean;
  /** The conversation on screen, if the window has focus (its messages count as read at once). */
  seenConversation(): string | null;
  /** Desktop notification and sound for someone else's message. */
  alert(message: { title: string; content: string; tag: string }): void;
}

/** The frames messaging subscribes to on the tab's realtime socket. */
export const MESSAGING_FRAMES = ['new_message', 'message_status', 'typing_indicator', 'user_status'] as const;
export type MessagingFrame = Extract<ServerFrame, { type: (typeof MESSAGING_FRAMES)[number] }>;

/**
 * Applies one server event to the caches: new_message goes into its thread and moves
 * its conversation up (with a delivery receipt, and a read mark when it is on screen); message_status
 * moves receipts forward; typing and presence go to their stores.
 */
export function handleServerEvent(event: MessagingFrame, context: RealtimeEventContext) {
  const { queryClient, userId } = context;
  switch (event.type) {
    case 'new_message': {
      const { message } = event;
      const fromOther = message.sender_id !== userId;
      const seen = fromOther && context.seenConversation() === message.conversation_id;
      addMessages(queryClient, userId, [message], { seen });
      if (!fromOther) return;
      setTyping(message.conversation_id, message.sender_id, false);
      context.send({
        type: 'message_received',
        conversation_id: message.conversation_id,
        message_id: message.id,
      });
      if (seen) {
        markRead(queryClient, userId, message.conversation_id).catch((error) =>
          console.error('Failed to mark the conversation read', error),
        );
      }
      context.alert({ title: message.sender.full_name, content: message.content, tag: message.id });
      return;
    }
    case 'message_status': {
      const key = threadKey(userId, event.conversation_id);
      const cached = queryClient.getQueryData<MessageListDto>(key);
      if (cached) {
        const messages = applyMessageStatus(cached.messages, event);
        if (messages) queryClient.setQueryData<MessageListDto>(key, { ...cached, messages });
        else void queryClient.invalidateQueries({ queryKey: key });
      }
      // Read in another tab or device of the same person: the unread count goes too.
      if (event.user_id === userId && event.status === 'read') {
        queryClient.setQueryData<ConversationListDto>(conversationsKey(userId), (list) =>
          list
            ? withConversations(list, markConversationSeen(list.conversations, event.conversation_id))
            : list,
        );
      }
      return;
    }
    case 'typing_indicator':
      if (event.user_id !== userId) setTyping(event.conversation_id, event.user_id, event.is_typing);
      return;
    case 'user_status':
      if (event.user_id !== userId) setPresence(event.user_id, event.status);
      return;
  }
}
