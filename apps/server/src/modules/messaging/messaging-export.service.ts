import type { ExportedConversationDto } from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { listConversationViews, listMessagesOfParticipant, listParticipants } from './messaging.repo';

/**
 * The user's conversations for their data export (GET /api/account/export), newest activity
 * first, each with its participants (id, name, type: never an e-mail) and every message sent
 * and received, oldest first, with attachments by name, type and size. Three queries.
 */
export async function exportConversationsOf(
  ctx: AppContext,
  userId: string,
): Promise<ExportedConversationDto[]> {
  const [views, messages] = await Promise.all([
    listConversationViews(ctx.db, userId),
    listMessagesOfParticipant(ctx.db, userId),
  ]);
  const people = await listParticipants(
    ctx.db,
    views.map((view) => view.conversation.id),
  );
  const result = new Map<string, ExportedConversationDto>(
    views.map(({ conversation, jobTitle }) => [
      conversation.id,
      {
        id: conversation.id,
        title: conversation.title,
        job_id: conversation.jobId,
        job_title: jobTitle,
        created_at: conversation.createdAt.toISOString(),
        participants: [],
        messages: [],
      },
    ]),
  );
  for (const person of people) {
    result.get(person.conversationId)?.participants.push({
      id: person.id,
      full_name: person.fullName,
      user_type: person.userType,
    });
  }
  for (const message of messages) {
    result.get(message.conversationId)?.messages.push({
      id: message.id,
      sender: { id: message.sender.id, full_name: message.sender.fullName },
      content: message.content,
      message_type: message.messageType,
      attachment: message.attachment
        ? {
            file_name: message.attachment.fileName,
            content_type: message.attachment.contentType,
            size_bytes: message.attachment.sizeBytes,
          }
        : null,
      created_at: message.createdAt.toISOString(),
    });
  }
  return [...result.values()];
}
