import type { PresenceStatus } from '@hirehand/shared/realtime/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { publishCommitted } from '../../../platform/bus/publish-committed';
import type { AppContext } from '../../../platform/context';
import { isUuid } from '../../../platform/ids';
import { PRESENCE_EVENT, TYPING_EVENT } from '../messaging.events';
import { canUseConversation } from '../messaging.policy';
import { listContactIds, listParticipantIds } from '../messaging.repo';

/** How long a conversation's participant list is trusted for typing relays. */
const MEMBERS_CACHE_MS = 10_000;
const MEMBERS_CACHE_MAX = 10_000;

/**
 * Typing and presence: checked, then published on the bus so that every instance relays them;
 * never stored. Typing arrives several times a second while someone types, so a
 * conversation's participants are cached briefly instead of queried each time.
 */
export function createSocketRelay(ctx: AppContext, log: FastifyBaseLogger) {
  const members = new Map<string, { ids: string[]; until: number }>();

  async function participantsOf(conversationId: string): Promise<string[]> {
    // wall clock: an instance-local cache lifetime, not a business time.
    const now = Date.now();
    const cached = members.get(conversationId);
    if (cached && cached.until > now) return cached.ids;
    const ids = isUuid(conversationId) ? await listParticipantIds(ctx.db, conversationId) : [];
    members.delete(conversationId);
    members.set(conversationId, { ids, until: now + MEMBERS_CACHE_MS });
    if (members.size > MEMBERS_CACHE_MAX) members.delete(members.keys().next().value!);
    return ids;
  }

  return {
    /** Relays a typing signal to the conversation's other participants; ignored from anyone else. */
    async typing(props: { userId: string; conversationId: string; isTyping: boolean }) {
      const conversationId = props.conversationId.toLowerCase();
      const participantIds = await participantsOf(conversationId);
      if (!canUseConversation(props.userId, participantIds)) return;
      await publishCommitted(
        ctx,
        {
          type: TYPING_EVENT,
          payload: { conversationId, userId: props.userId, isTyping: props.isTyping, participantIds },
        },
        log,
      );
    },

    /** Tells everyone who shares a conversation with the user about their new status. */
    async presence(userId: string, status: PresenceStatus) {
      const recipientIds = await listContactIds(ctx.db, userId);
      if (recipientIds.length === 0) return;
      await publishCommitted(ctx, { type: PRESENCE_EVENT, payload: { userId, status, recipientIds } }, log);
    },
  };
}
