import { z } from 'zod';
import { AiEngineDto, AiJobMatchDto } from '../ai/ai-chat';
import { HelpCategory } from '../help/help';
import { storableText } from '../platform/text';

/**
 * The support chat's contract (issue 20): spec 3's support chat widget, spec 1's floating
 * assistant and spec 2 §2.6's help-centre assistant are one conversation, answered from the help
 * centre's articles (and, for a job search, from the board) through POST /api/support/chat
 * (decision 037).
 */
export const SUPPORT_CHAT_LIMITS = {
  messageMin: 1,
  messageMax: 2000,
  /** A person's messages in one session; the next one starts a new session. */
  messagesPerSession: 30,
  suggestionsMax: 3,
  /** Articles quoted and linked in one reply. */
  articlesMax: 3,
  /** Jobs listed when the question is a job search ("find painting jobs near me"). */
  jobsMax: 3,
  /** A visitor's session is forgotten after this long (a member's stays until they delete their account). */
  anonymousSessionHours: 24,
  /** The help-centre assistant's reply delay (spec 2 §9), as a minimum only. */
  helpAssistantMinimumReplyMs: 1500,
} as const;

/** The widget's categories (spec 3 §2): the help centre's six. */
export const SupportCategory = HelpCategory;
export type SupportCategory = HelpCategory;

/** POST /api/support/chat (optional bearer). Without `session_id`, or with one not the caller's, a new session starts. */
export const SupportChatInput = z.object({
  message: storableText().trim().min(SUPPORT_CHAT_LIMITS.messageMin).max(SUPPORT_CHAT_LIMITS.messageMax),
  session_id: z.string().trim().max(100).nullish(),
  category: SupportCategory.default('general'),
});
export type SupportChatInput = z.input<typeof SupportChatInput>;

/** An article a reply comes from: quoted (`excerpt`) and linked (`url`, /help/{slug}). */
export const SupportArticleDto = z.object({
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  excerpt: z.string(),
});
export type SupportArticleDto = z.infer<typeof SupportArticleDto>;

export const SupportChatDto = z.object({
  session_id: z.string(),
  response: z.string(),
  suggestions: z.array(z.string()).max(SUPPORT_CHAT_LIMITS.suggestionsMax),
  /** True when no article answers the question well, or the person asks for a human: the client offers 'Talk to Human Support'. */
  escalation: z.boolean(),
  articles: z.array(SupportArticleDto).max(SUPPORT_CHAT_LIMITS.articlesMax),
  /** Open jobs, when the question was a job search; empty otherwise. */
  jobs: z.array(AiJobMatchDto).max(SUPPORT_CHAT_LIMITS.jobsMax),
  /** The board search that lists them all (a `/?searchTerm=…#work` address), when the question was a job search. */
  jobs_url: z.string().nullable(),
  engine: AiEngineDto,
});
export type SupportChatDto = z.infer<typeof SupportChatDto>;
