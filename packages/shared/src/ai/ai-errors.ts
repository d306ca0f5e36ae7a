import { type Refusal, refusal } from '../platform/errors';
import { AI_CHAT_LIMITS } from './ai-chat';

export const AI_MESSAGES = {
  rateLimited:
    'You are sending messages faster than the assistant can answer. Please wait a moment and try again.',
  anonymousLimit: `You have started ${AI_CHAT_LIMITS.anonymousSessionsPerDay} chats today without an account. Sign up free to keep chatting.`,
  sessionFull: `This conversation has reached ${AI_CHAT_LIMITS.messagesPerSession} messages. Start a new chat to continue.`,
  writingLimit: `You have used the writing helper ${AI_CHAT_LIMITS.writingHelpsPerDay} times today. Please try again tomorrow.`,
  sessionNotFound: 'This conversation was not found.',
  nothingToAdd: 'No skills were found in this conversation yet.',
  unavailable: 'The assistant is unavailable right now. Please try again in a moment.',
} as const;

/** The assistant's refusals (decision 022); the monthly chat limit is membership's (`membership.ai_chat_limit`). */
export const AI_ERRORS = {
  rateLimited: refusal('ai.rate_limited', AI_MESSAGES.rateLimited),
  anonymousLimit: refusal('ai.anonymous_limit', AI_MESSAGES.anonymousLimit),
  sessionFull: refusal('ai.session_full', AI_MESSAGES.sessionFull),
  writingLimit: refusal('ai.writing_limit', AI_MESSAGES.writingLimit),
  sessionNotFound: refusal('ai.session_not_found', AI_MESSAGES.sessionNotFound),
  nothingToAdd: refusal('ai.nothing_to_add', AI_MESSAGES.nothingToAdd),
  unavailable: refusal('ai.unavailable', AI_MESSAGES.unavailable),
} satisfies Record<string, Refusal>;
