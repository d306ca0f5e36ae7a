import { z } from 'zod';
import { storableText } from '../platform/text';

/**
 * The AI assistants' conversation contract (issue 20): the career discovery chat (spec 1 §2, §7)
 * and the wizard's writing helper (spec 3 §2, §7), both through POST /api/ai/chat.
 */
export const AI_CHAT_LIMITS = {
  /** A message's length, in characters. */
  messageMin: 1,
  messageMax: 2000,
  /** A person's messages in one session; the next one starts a new session. */
  messagesPerSession: 30,
  /** Suggestion chips per reply (spec 1 §9). */
  suggestionsMax: 3,
  /** Job matches per reply. */
  jobMatchesMax: 3,
  /** New sessions a visitor (no account) may start per address and day. */
  anonymousSessionsPerDay: 5,
  /** Writing-helper requests per person and day (they never use up the monthly chats). */
  writingHelpsPerDay: 20,
  /** An anonymous session is forgotten after this long. */
  anonymousSessionHours: 24,
  /** The reply delay of spec 1 §9, as a minimum only: never added to a slow answer. */
  minimumReplyMs: 1000,
} as const;

/** The wizard's writing helper names its sessions `gig_ai_<timestamp>` (spec 3 §7). */
export const WRITING_SESSION_PREFIX = 'gig_ai_';
export const isWritingSessionId = (sessionId: string | null | undefined) =>
  typeof sessionId === 'string' && sessionId.startsWith(WRITING_SESSION_PREFIX);

/** POST /api/ai/chat (optional bearer). Without `session_id`, or with one not the caller's, a new session starts. */
export const AiChatInput = z.object({
  message: storableText().trim().min(AI_CHAT_LIMITS.messageMin).max(AI_CHAT_LIMITS.messageMax),
  session_id: z.string().trim().max(100).nullish(),
});
export type AiChatInput = z.infer<typeof AiChatInput>;

/** An open job that fits the skills found so far, near the person (from the postings table). */
export const AiJobMatchDto = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string().nullable(),
  /** The job's pay as the board shows it ("$36 - $48/hour"). */
  salary: z.string(),
  /** Kilometres from the person's position or profile city; null when either is unknown. */
  distance_km: z.number().nullable(),
});
export type AiJobMatchDto = z.infer<typeof AiJobMatchDto>;

/** Which engine answered this turn: the built-in assistant or the configured model (by name). */
export const AiEngineDto = z.object({
  kind: z.enum(['builtin', 'model']),
  label: z.string(),
});
export type AiEngineDto = z.infer<typeof AiEngineDto>;

export const AiChatDto = z.object({
  session_id: z.string(),
  ai_response: z.string(),
  /** The same text: the wizard's helper reads `response` (spec 3 §7). */
  response: z.string(),
  suggestions: z.array(z.string()).max(AI_CHAT_LIMITS.suggestionsMax),
  /** Every skill found in this session so far, by the taxonomy's canonical names. */
  discovered_skills: z.array(z.string()),
  job_matches: z.array(AiJobMatchDto).max(AI_CHAT_LIMITS.jobMatchesMax),
  engine: AiEngineDto,
});
export type AiChatDto = z.infer<typeof AiChatDto>;

/** POST /api/ai/chat/{session_id}/add-skills (bearer): the session's skills join the profile. */
export const AddSkillsDto = z.object({
  added: z.array(z.string()),
  skills: z.array(z.string()),
});
export type AddSkillsDto = z.infer<typeof AddSkillsDto>;
