import { SUPPORT_CHAT_LIMITS } from '@hirehand/shared/support/support-chat';
import type { TicketConversationLine } from '../../db/schema/support';
import type { AppContext } from '../../platform/context';
import type { ChatCaller } from './ai-chat.service';
import { recentSupportMessages } from './support-chat.repo';
import { ownSupportSession } from './support-chat.service';

/**
 * The support chat a ticket comes from, as lines to copy into it: the caller's own session only
 * (a member's own; a visitor's opened from the same address and owned by no account), never
 * another's id or an expired one (those give nothing), at most the session's whole length.
 */
export async function supportConversationOf(props: {
  ctx: AppContext;
  caller: ChatCaller;
  sessionId: string | null | undefined;
}): Promise<TicketConversationLine[]> {
  const { ctx } = props;
  const session = await ownSupportSession(ctx, props.caller, props.sessionId);
  if (!session) return [];
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
