import type { MessageDto } from '@hirehand/shared/messaging/messaging';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Published after the message is committed; the realtime hub delivers it to the participants. */
export const MESSAGE_CREATED_EVENT = 'message.created';
/** Published after a participant's read state is committed. */
export const MESSAGE_READ_EVENT = 'message.read';

export interface MessageCreatedEvent {
  conversationId: string;
  message: MessageDto;
  participantIds: string[];
}

export interface MessageReadEvent {
  conversationId: string;
  userId: string;
  readAt: string;
  participantIds: string[];
}

/**
 * Publishes a committed change. The change is already stored (a reconnecting client
 * fetches it), so a bus failure is logged, never thrown to the caller.
 */
export async function announce(
  ctx: AppContext,
  log: FastifyBaseLogger,
  event:
    | { type: typeof MESSAGE_CREATED_EVENT; payload: MessageCreatedEvent }
    | {
        type: typeof MESSAGE_READ_EVENT;
        payload: MessageReadEvent;
      },
) {
  try {
    await ctx.bus.publish(event);
  } catch (err) {
    log.error({ err, feature: 'messaging', event: event.type }, 'messaging event not published');
  }
}
