import { type Refusal, refusal } from '../platform/errors';
import { MESSAGING_MESSAGES } from './messaging';

/** The refusals of conversations, messages and attachments (decision 022). */
export const MESSAGING_ERRORS = {
  conversationNotFound: refusal('messaging.conversation_not_found', MESSAGING_MESSAGES.conversationNotFound),
  messageNotFound: refusal('messaging.message_not_found', MESSAGING_MESSAGES.messageNotFound),
  userNotFound: (value: string): Refusal =>
    refusal('messaging.user_not_found', MESSAGING_MESSAGES.userNotFound(value)),
  jobNotFound: refusal('messaging.job_not_found', MESSAGING_MESSAGES.jobNotFound),
  needAnotherParticipant: refusal(
    'messaging.need_another_participant',
    MESSAGING_MESSAGES.needAnotherParticipant,
  ),
  fileMissing: refusal('messaging.file_missing', MESSAGING_MESSAGES.fileMissing),
  fileTooLarge: refusal('messaging.file_too_large', MESSAGING_MESSAGES.fileTooLarge),
  fileTypeNotAllowed: refusal('messaging.file_type_not_allowed', MESSAGING_MESSAGES.fileTypeNotAllowed),
  attachmentNotFound: refusal('messaging.attachment_not_found', MESSAGING_MESSAGES.attachmentNotFound),
  tooManyMessages: refusal('rate_limited', MESSAGING_MESSAGES.tooManyMessages),
  tooManyConversations: refusal('rate_limited', MESSAGING_MESSAGES.tooManyConversations),
} as const;
