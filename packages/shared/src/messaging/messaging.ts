import { z } from 'zod';
import { UserType } from '../users/user-types';

/** Texts the messaging API answers with (spec 2 §5, §8). */
export const MESSAGING_MESSAGES = {
  emptyMessage: 'Message cannot be empty',
  messageTooLong: 'Message must be at most 5000 characters',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  beforeOrAfter: 'Use either before or after, not both',
  userNotFound: (value: string) => `User not found: ${value}`,
  jobNotFound: 'Job not found',
  needAnotherParticipant: 'A conversation needs at least one other participant',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment.',
} as const;

export const MESSAGE_TYPES = ['text', 'image', 'file'] as const;
export const MessageType = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof MessageType>;

/** Message content limit, after trimming. */
export const MESSAGE_MAX_LENGTH = 5000;
/** At most this many others in one conversation. */
export const CONVERSATION_MAX_PARTICIPANTS = 10;
/** Page size bounds for GET /api/conversations/{id}/messages. */
export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 100;
/** Messages a user may send per minute. */
export const MESSAGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const ParticipantDto = z.object({
  id: z.string(),
  full_name: z.string(),
  user_type: UserType,
});
export type ParticipantDto = z.infer<typeof ParticipantDto>;

export const LastMessageDto = z.object({
  id: z.string(),
  sender_id: z.string(),
  content: z.string(),
  message_type: MessageType,
  created_at: z.string(),
});
export type LastMessageDto = z.infer<typeof LastMessageDto>;

/** One conversation as the caller sees it (spec 2 §3 "Conversation"). */
export const ConversationDto = z.object({
  id: z.string(),
  participants: z.array(ParticipantDto),
  job_id: z.string().nullable(),
  job_title: z.string().nullable(),
  title: z.string().nullable(),
  last_message: LastMessageDto.nullable(),
  unread_count: z.number().int(),
  updated_at: z.string(),
});
export type ConversationDto = z.infer<typeof ConversationDto>;

export const ConversationListDto = z.object({ conversations: z.array(ConversationDto) });
export type ConversationListDto = z.infer<typeof ConversationListDto>;

/** One message (spec 2 §3 "Message"); read_by lists the other participants who have read it. */
export const MessageDto = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sender_id: z.string(),
  sender: ParticipantDto,
  content: z.string(),
  message_type: MessageType,
  created_at: z.string(),
  read_by: z.array(z.string()),
});
export type MessageDto = z.infer<typeof MessageDto>;

export const MessageListDto = z.object({
  messages: z.array(MessageDto),
  /** True when older messages exist before this page (newest page and `before` pages). */
  has_more: z.boolean(),
});
export type MessageListDto = z.infer<typeof MessageListDto>;

const messageContent = z
  .string({ error: MESSAGING_MESSAGES.emptyMessage })
  .trim()
  .min(1, MESSAGING_MESSAGES.emptyMessage)
  .max(MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES.messageTooLong);

/** POST /api/conversations (spec 2 §3 "Create-conversation payload"); a participant is an id or an e-mail. */
export const CreateConversationInput = z.object({
  participant_ids: z
    .array(z.string().trim().min(1).max(320))
    .min(1, 'Add at least one participant')
    .max(CONVERSATION_MAX_PARTICIPANTS, `At most ${CONVERSATION_MAX_PARTICIPANTS} participants`),
  job_id: z.string().max(100).nullish(),
  initial_message: messageContent.optional(),
  title: z.string().trim().max(200).nullish(),
});
export type CreateConversationInput = z.input<typeof CreateConversationInput>;

/** POST /api/conversations/{id}/messages. */
export const SendMessageInput = z.object({
  content: messageContent,
  message_type: MessageType.default('text'),
});
export type SendMessageInput = z.input<typeof SendMessageInput>;

/** GET /api/conversations/{id}/messages: the newest page, or older than `before`, or everything after `after`. */
export const MessagesQuery = z
  .object({
    before: z.string().max(100).optional(),
    after: z.string().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_DEFAULT),
  })
  .refine((query) => !(query.before && query.after), {
    message: MESSAGING_MESSAGES.beforeOrAfter,
    path: ['after'],
  });
export type MessagesQuery = z.input<typeof MessagesQuery>;

export const MarkReadResultDto = z.object({ unread_count: z.number().int() });
export type MarkReadResultDto = z.infer<typeof MarkReadResultDto>;
