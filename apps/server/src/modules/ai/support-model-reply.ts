import { SUPPORT_CHAT_LIMITS } from '@hirehand/shared/support/support-chat';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { LlmUnavailableError } from '../../platform/llm/llm-provider';
import { logFallback, plain } from './model-replies';
import {
  SUPPORT_CHAT_SYSTEM,
  SUPPORT_PROMPT_VERSION,
  SupportModelAnswer,
  supportDataBlock,
} from './prompts/prompts';
import { recentSupportMessages } from './support-chat.repo';

/** How many earlier messages of the session the model sees. */
const CONTEXT_MESSAGES = 12;
const REPLY_MAX = 1_200;
const SUGGESTION_MAX = 80;
/** Each article's text is cut to this, so a few articles fit any model's context. */
const ARTICLE_TEXT_MAX = 4_000;

/**
 * The configured model's answer to a support question from the articles the help search found, or
 * null when there is none or it failed (then the built-in answer stands). The answer must cite
 * only slugs it was given, and at least one unless it escalates: otherwise it is a bad answer.
 */
export async function askModelForSupportReply(props: {
  ctx: AppContext;
  log: FastifyBaseLogger;
  sessionId: string | null;
  message: string;
  category: string;
  articles: ReadonlyArray<{ slug: string; title: string; text: string }>;
}): Promise<SupportModelAnswer | null> {
  const { ctx } = props;
  if (!ctx.llm) return null;
  const history = props.sessionId
    ? await recentSupportMessages(ctx.db, props.sessionId, CONTEXT_MESSAGES)
    : [];
  try {
    const answer = await ctx.llm.generate({
      system: `${SUPPORT_CHAT_SYSTEM}\n\n${supportDataBlock({
        category: props.category,
        articles: props.articles.map((a) => ({ ...a, text: a.text.slice(0, ARTICLE_TEXT_MAX) })),
      })}`,
      messages: [
        ...history.map((m) => ({ role: m.role, content: m.content })),
        { role: 'user' as const, content: props.message },
      ],
      schema: SupportModelAnswer,
      schemaName: `support_reply_${SUPPORT_PROMPT_VERSION}`,
    });
    const given = new Set(props.articles.map((a) => a.slug));
    const cited = [...new Set(answer.cited)];
    const response = plain(answer.response, REPLY_MAX);
    if (!response) throw new LlmUnavailableError('bad_answer');
    if (cited.some((slug) => !given.has(slug))) throw new LlmUnavailableError('bad_answer');
    if (cited.length === 0 && !answer.escalation) throw new LlmUnavailableError('bad_answer');
    return {
      response,
      escalation: answer.escalation,
      cited,
      suggestions: answer.suggestions
        .map((s) => plain(s, SUGGESTION_MAX))
        .filter(Boolean)
        .slice(0, SUPPORT_CHAT_LIMITS.suggestionsMax),
    };
  } catch (error) {
    logFallback(props.log, error, 'support_chat');
    return null;
  }
}
