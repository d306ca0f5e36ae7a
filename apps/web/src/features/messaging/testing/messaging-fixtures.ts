import type { ConversationDto, MessageDto, ParticipantDto } from '@hirehand/shared/messaging/messaging';
import i18n from 'i18next';
import type { MessagingT } from '../lib/conversation-labels';

/** Builders for the messaging tests: two people, a conversation between them, messages. */
export const t: MessagingT = i18n.getFixedT('en-CA', 'messaging');

export const ME: ParticipantDto = {
  id: 'u-me',
  full_name: 'Maya Worker',
  user_type: 'worker',
  profile_picture: null,
};
export const OLIVIA: ParticipantDto = {
  id: 'u-olivia',
  full_name: 'Olivia Tremblay',
  user_type: 'employer',
  profile_picture: null,
};
export const SAM: ParticipantDto = {
  id: 'u-sam',
  full_name: 'Sam Chen',
  user_type: 'worker',
  profile_picture: null,
};
export const ACME: ParticipantDto = {
  id: 'u-acme',
  full_name: 'Acme Corp',
  user_type: 'company',
  profile_picture: null,
};

export function buildConversation(overrides: Partial<ConversationDto> = {}): ConversationDto {
  return {
    id: 'c-1',
    participants: [ME, OLIVIA],
    job_id: null,
    job_title: null,
    title: null,
    last_message: null,
    unread_count: 0,
    updated_at: '2026-05-04T12:00:00.000Z',
    ...overrides,
  };
}

let sequence = 0;

export function buildMessage(overrides: Partial<MessageDto> = {}): MessageDto {
  sequence += 1;
  const sender = overrides.sender ?? (overrides.sender_id === ME.id ? ME : OLIVIA);
  return {
    id: `m-${sequence}`,
    conversation_id: 'c-1',
    sender_id: sender.id,
    sender,
    content: `Message ${sequence}`,
    message_type: 'text',
    created_at: new Date(Date.UTC(2026, 4, 4, 12, 0, sequence)).toISOString(),
    read_by: [],
    delivered_to: [],
    attachment: null,
    ...overrides,
  };
}
