import { AI_ERRORS } from '@hirehand/shared/ai/ai-errors';
import type { ApiError } from '@/lib/api-client';

/** The monthly chats of the Basic plan are membership's refusal (spec 1 §5). */
export const AI_CHAT_LIMIT_CODE = 'membership.ai_chat_limit';

/**
 * A refusal the dialog shows with the server's text and, where there is one, the way out:
 * upgrade (monthly limit), sign up (a visitor's chats for the day), a new chat (a full session).
 */
export interface ChatProblem {
  action: 'upgrade' | 'sign-up' | 'new-chat' | null;
  detail: string;
}

/**
 * What a refused message shows; null when the call failed without a refusal to show (5xx, 404,
 * an unreadable answer), which gets the spec's fallback message instead.
 */
export function problemOf(error: ApiError): ChatProblem | null {
  // No chat service behind the address (404) is as good as down: the fallback, not "not found".
  if (error.status >= 500 || error.status === 404 || error.code === AI_ERRORS.unavailable.code) return null;
  const detail = error.detail ?? '';
  if (error.status === 403 && error.code === AI_CHAT_LIMIT_CODE) return { action: 'upgrade', detail };
  if (error.code === AI_ERRORS.anonymousLimit.code) return { action: 'sign-up', detail };
  if (error.code === AI_ERRORS.sessionFull.code) return { action: 'new-chat', detail };
  if (!detail) return null;
  return { action: null, detail };
}
