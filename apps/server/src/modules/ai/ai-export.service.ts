import type { AccountExportDto } from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { listSessionsWithMessages } from './ai.repo';

/** The person's AI chats with every message, oldest first (data export). */
export async function exportAiChatsOf(
  ctx: AppContext,
  userId: string,
): Promise<AccountExportDto['ai_chats']> {
  const sessions = await listSessionsWithMessages(ctx.db, userId);
  return sessions.map(({ session, messages }) => ({
    started_at: session.createdAt.toISOString(),
    discovered_skills: session.discoveredSkills,
    messages: messages.map((message) => ({
      role: message.role,
      content: message.content,
      created_at: message.createdAt.toISOString(),
    })),
  }));
}
