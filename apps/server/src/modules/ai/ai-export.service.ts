import type { AccountExportDto } from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { listSessionsWithMessages } from './ai.repo';
import { listSupportSessionsWithMessages } from './support-chat.repo';

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

/** The person's support chats with every message and the articles each reply quoted, oldest first (data export). */
export async function exportSupportChatsOf(
  ctx: AppContext,
  userId: string,
): Promise<AccountExportDto['support_chats']> {
  const sessions = await listSupportSessionsWithMessages(ctx.db, userId);
  return sessions.map(({ session, messages }) => ({
    started_at: session.createdAt.toISOString(),
    category: session.category,
    messages: messages.map((message) => ({
      role: message.role,
      content: message.content,
      articles: message.articles,
      escalation: message.escalation,
      created_at: message.createdAt.toISOString(),
    })),
  }));
}
