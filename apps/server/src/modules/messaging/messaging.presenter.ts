import type {
  AttachmentDto,
  ConversationDto,
  MessageDto,
  ParticipantDto,
} from '@hirehand/shared/messaging/messaging';
import { isServedAvatar } from '@hirehand/shared/profile/avatar';
import type { MessageAttachmentRow, MessageRow } from '../../db/schema/messaging';
import type { ConversationView, MessageView, Person } from './messaging.repo';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Name, type and picture; a picture linked from another site is left out (the CSP would block it). */
export function toParticipantDto(person: Person): ParticipantDto {
  return {
    id: person.id,
    full_name: person.fullName,
    user_type: person.userType,
    profile_picture: isServedAvatar(person.profilePicture) ? person.profilePicture : null,
  };
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

/** Where a participant downloads the attachment (with the bearer token). */
export const attachmentUrl = (row: Pick<MessageAttachmentRow, 'conversationId' | 'id'>) =>
  `/api/conversations/${row.conversationId}/attachments/${row.id}`;

export function toAttachmentDto(row: MessageAttachmentRow): AttachmentDto {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    url: attachmentUrl(row),
  };
}

export function toMessageDto(
  message: MessageRow,
  sender: Person,
  state: { readBy?: string[]; deliveredTo?: string[]; attachment?: MessageAttachmentRow | null } = {},
): MessageDto {
  return {
    id: message.id,
    conversation_id: message.conversationId,
    sender_id: message.senderId,
    sender: toParticipantDto(sender),
    content: message.content,
    message_type: message.messageType,
    created_at: iso(message.createdAt),
    read_by: state.readBy ?? [],
    delivered_to: state.deliveredTo ?? [],
    attachment: state.attachment ? toAttachmentDto(state.attachment) : null,
  };
}

export const toMessageViewDto = (view: MessageView) =>
  toMessageDto(view.message, view.sender, {
    readBy: view.readBy ?? [],
    deliveredTo: view.deliveredTo ?? [],
    attachment: view.attachment,
  });
