import { z } from 'zod';
import { itemTooLong, tooLong } from '../platform/field-messages';
import { UserType } from '../users/user-types';

/** Texts the messaging API answers with. */
export const MESSAGING_MESSAGES = {
  emptyMessage: 'Message cannot be empty',
  messageTooLong: 'Message can be at most 5,000 characters',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  beforeOrAfter: 'Use either before or after, not both',
  userNotFound: (value: string) => `User not found: ${value}`,
  jobNotFound: 'Job not found',
  needAnotherParticipant: 'A conversation needs at least one other participant',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment.',
  tooManyConversations: 'You are starting conversations too quickly. Please try again later.',
  /** The answer to every request naming someone by e-mail, whether or not the address has an account. */
  requestedWithMessage: "If this person has an account, they'll get your message.",
  requestedWithoutMessage: 'If this person has an account, the conversation is now in your list.',
  attachmentRequired: 'Image and file messages are sent by attaching a file',
  fileMissing: 'Choose a file to attach',
  fileTooLarge: 'Files must be 10 MB or smaller',
  fileTypeNotAllowed: 'Only PDF, JPG, PNG, DOC and DOCX files can be attached',
  attachmentNotFound: 'Attachment not found',
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
/** Page size bounds for GET /api/conversations. */
export const CONVERSATIONS_PAGE_DEFAULT = 50;
export const CONVERSATIONS_PAGE_MAX = 100;
/** Messages a user may send per minute. */
export const MESSAGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/**
 * POST /api/conversations per user: plenty for people starting conversations by hand, a wall for
 * a script probing e-mail addresses or spraying new threads.
 */
export const CONVERSATION_CREATE_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

/** Attachments: at most 10 MB, of these types (the support texts' promise), keyed by MIME type with their extensions. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const satisfies Record<string, readonly string[]>;
export type AttachmentContentType = keyof typeof ATTACHMENT_TYPES;
/** The `accept` attribute of the attachment menu's file inputs. */
export const ATTACHMENT_ACCEPT = {
  image: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  file: Object.entries(ATTACHMENT_TYPES)
    .flatMap(([type, extensions]) => [type, ...extensions])
    .join(','),
} as const;
export const isImageContentType = (type: string) => type === 'image/jpeg' || type === 'image/png';

/** The text an attachment's message carries: an icon, then "Uploaded image: {name}" or "Uploaded file: {name}". */
export function attachmentMessageContent(kind: 'image' | 'file', fileName: string): string {
  return kind === 'image' ? `📷 Uploaded image: ${fileName}` : `📎 Uploaded file: ${fileName}`;
}

/** A person in a conversation as others see them: public name, type and uploaded picture. */
export const ParticipantDto = z.object({
  id: z.string(),
  full_name: z.string(),
  user_type: UserType,
  /** Their uploaded picture (served from our origin), or null: a picture linked from another site is left out. */
  profile_picture: z.string().nullable(),
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

/** One conversation as the caller sees it. */
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

/** GET /api/conversations: one page, newest activity first; `before` is the last conversation of the page before. */
export const ConversationsQuery = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(CONVERSATIONS_PAGE_MAX).default(CONVERSATIONS_PAGE_DEFAULT),
});
export type ConversationsQuery = z.input<typeof ConversationsQuery>;

export const ConversationListDto = z.object({
  conversations: z.array(ConversationDto),
  /** True when older conversations exist after this page. */
  has_more: z.boolean(),
  /** Unread messages across all the caller's conversations, paged or not (the header badge). */
  unread_total: z.number().int(),
});
export type ConversationListDto = z.infer<typeof ConversationListDto>;

/** A stored file on a message; `url` downloads it (participants only, with the bearer token). */
export const AttachmentDto = z.object({
  id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
});
export type AttachmentDto = z.infer<typeof AttachmentDto>;

/**
 * One message. read_by lists the other participants who have read it;
 * delivered_to those whose device has received it (a reader has always received it).
 */
export const MessageDto = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sender_id: z.string(),
  sender: ParticipantDto,
  content: z.string(),
  message_type: MessageType,
  created_at: z.string(),
  read_by: z.array(z.string()),
  delivered_to: z.array(z.string()),
  attachment: AttachmentDto.nullable(),
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

/** A participant given as an e-mail address rather than a user id. */
export const isEmailParticipant = (value: string) => value.includes('@');

/**
 * POST /api/conversations; a participant is an id or an e-mail.
 * A blank or null initial_message means no message: the new-conversation panel has no message
 * field and sends "".
 */
export const CreateConversationInput = z.object({
  participant_ids: z
    .array(z.string().trim().min(1).max(320, itemTooLong('participant', 320)))
    .min(1, 'Add at least one participant')
    .max(CONVERSATION_MAX_PARTICIPANTS, `At most ${CONVERSATION_MAX_PARTICIPANTS} participants`),
  job_id: z.string().max(100).nullish(),
  initial_message: z
    .string()
    .trim()
    .max(MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES.messageTooLong)
    .nullish()
    .transform((value) => value || undefined),
  title: z.string().trim().max(200, tooLong('Title', 200)).nullish(),
});
export type CreateConversationInput = z.input<typeof CreateConversationInput>;

/**
 * The answer (202) to a request naming anyone by e-mail: the same whether or not the address has an
 * account, so it tells nobody who is registered. The conversation, when there is one, is in the list.
 */
export const ConversationRequestedDto = z.object({ message: z.string() });
export type ConversationRequestedDto = z.infer<typeof ConversationRequestedDto>;

/**
 * POST /api/conversations/{id}/messages. Image and file messages come only from an upload
 * (POST .../attachments), so a message posted here is text: one typed image or file without
 * its attachment would show as one in the list.
 */
export const SendMessageInput = z.object({
  content: messageContent,
  message_type: MessageType.default('text').refine(
    (type) => type === 'text',
    MESSAGING_MESSAGES.attachmentRequired,
  ),
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

export type MessageStatus = 'sent' | 'delivered' | 'read';

/**
 * The read indicator of one's own message: Read when every other participant has
 * read it, Delivered when any has received or read it, otherwise Sent.
 */
export function messageStatus(
  message: Pick<MessageDto, 'sender_id' | 'read_by' | 'delivered_to'>,
  participantIds: readonly string[],
): MessageStatus {
  const others = participantIds.filter((id) => id !== message.sender_id);
  if (others.length > 0 && others.every((id) => message.read_by.includes(id))) return 'read';
  if (others.some((id) => message.read_by.includes(id) || message.delivered_to.includes(id))) {
    return 'delivered';
  }
  return 'sent';
}
