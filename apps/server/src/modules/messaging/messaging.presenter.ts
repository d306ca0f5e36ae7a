import type { ConversationDto, MessageDto, ParticipantDto } from '@hirehand/shared/messaging/messaging';
import type { MessageRow } from '../../db/schema/messaging';
import type { ConversationView, MessageView, Person } from './messaging.repo';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toParticipantDto(person: Person): ParticipantDto {
  return { id: person.id, full_name: person.fullName, user_type: person.userType };
}

export function toConversationDto(view: ConversationView, participants: Person[]): ConversationDto {
  const { conversation } = view;
  return {
    id: conversation.id,
    participants: participants.map(toParticipantDto),
    job_id: conversation.jobId,
    job_title: view.jobTitle ?? null,
    title: conversation.title,
    last_message:
      view.lastId && view.lastSenderId && view.lastCreatedAt
        ? {
            id: view.lastId,
            sender_id: view.lastSenderId,
            content: view.lastContent ?? '',
            message_type: view.lastType ?? 'text',
            created_at: iso(view.lastCreatedAt),
          }
        : null,
    unread_count: Number(view.unreadCount),
    updated_at: iso(conversation.updatedAt),
  };
}

export function toMessageDto(message: MessageRow, sender: Person, readBy: string[]): MessageDto {
  return {
    id: message.id,
    conversation_id: message.conversationId,
    sender_id: message.senderId,
    sender: toParticipantDto(sender),
    content: message.content,
    message_type: message.messageType,
    created_at: iso(message.createdAt),
    read_by: readBy,
  };
}

export const toMessageViewDto = (view: MessageView) =>
  toMessageDto(view.message, view.sender, view.readBy ?? []);
