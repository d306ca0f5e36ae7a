import { SUPPORT_CHAT_LIMITS } from '@hirehand/shared/support/support-chat';
import type { TicketConversationLine } from '../../db/schema/support';
import type { AppContext } from '../../platform/context';
import { findSupportSession, recentSupportMessages } from './support-chat.repo';

/**
 * The support chat a ticket comes from, as lines to copy into it: the caller's own session only
 * (another's id, or an expired one, gives nothing), at most the session's whole length.
 */
export async function supportConversationOf(props: {
  ctx: AppContext;
  userId: string;
  sessionId: string | null | undefined;
}): Promise<TicketConversationLine[]> {
  const { ctx, userId, sessionId } = props;
  if (!sessionId) return [];
  const session = await findSupportSession(ctx.db, sessionId);
  if (!session || session.userId !== userId) return [];
  if (session.expiresAt && session.expiresAt <= ctx.clock.now()) return [];
  const messages = await recentSupportMessages(
    ctx.db,
    session.id,
    SUPPORT_CHAT_LIMITS.messagesPerSession * 2,
  );
  return messages.map((message) => ({
    role: message.role,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
  }));
}
