import { createHash, randomBytes } from 'node:crypto';
import type { HelpCategory, HelpSearchResultDto } from '@hirehand/shared/help/help';
import {
  SUPPORT_CHAT_LIMITS,
  type SupportChatDto,
  SupportChatInput,
} from '@hirehand/shared/support/support-chat';
import { SUPPORT_ERRORS } from '@hirehand/shared/support/support-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { SupportChatSessionRow } from '../../db/schema/support';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { helpArticle, searchHelp } from '../help/help.service';
import { extractSkills } from '../skills/skills.service';
import { findUserById } from '../users/users.service';
import type { ChatCaller } from './ai-chat.service';
import { jobsNear } from './ai-jobs';
import { readCareerFacts } from './builtin/career-facts';
import {
  ANSWER_SCORE_MIN,
  boardUrlOf,
  greetingAnswer,
  type HelpHit,
  helpAnswer,
  humanAnswer,
  jobSearchAnswer,
  type SupportAnswer,
  supportIntentOf,
} from './builtin/support-answer';
import { SUPPORT_TEXTS } from './builtin/support-texts';
import * as repo from './support-chat.repo';
import { askModelForSupportReply } from './support-model-reply';

const HOUR_MS = 3_600_000;
/** How many open jobs a job search counts before saying "or more". */
const JOB_COUNT_PROBE = 20;
/** The category's best result must score at least this share of the best overall to be preferred. */
const CATEGORY_SHARE = 0.5;

/** A visitor's sessions are found by a hash of their address, never the address itself. */
const clientKeyOf = (ip: string) => createHash('sha256').update(`support-chat:${ip}`).digest('base64url');
const newSessionId = () => `sup_${randomBytes(18).toString('base64url')}`;

/**
 * The session the id names, when it is the caller's (a member's own, or a visitor's from the same
 * address) and not expired; null otherwise. Also what a ticket copies its conversation from.
 */
export async function ownSupportSession(
  ctx: AppContext,
  caller: ChatCaller,
  sessionId: string | null | undefined,
): Promise<SupportChatSessionRow | null> {
  if (!sessionId) return null;
  const session = await repo.findSupportSession(ctx.db, sessionId);
  if (!session) return null;
  if (session.expiresAt && session.expiresAt <= ctx.clock.now()) return null;
  if (caller.actor) return session.userId === caller.actor.userId ? session : null;
  return session.userId === null && session.clientKey === clientKeyOf(caller.ip) ? session : null;
}

const hitsOf = (results: HelpSearchResultDto[]): HelpHit[] =>
  results.map(({ slug, title, excerpt, score }) => ({ slug, title, excerpt, score }));

/**
 * The help centre's results for a question: the chosen category's when its best clears the bar
 * and is not far behind the best of all categories, else all categories'.
 */
function helpHitsFor(ctx: AppContext, message: string, category: HelpCategory): HelpHit[] {
  const limit = SUPPORT_CHAT_LIMITS.articlesMax;
  const inCategory = searchHelp(ctx, message, { category, limit });
  const everywhere = searchHelp(ctx, message, { limit });
  const bestHere = inCategory[0]?.score ?? 0;
  const bestAll = everywhere[0]?.score ?? 0;
  const preferCategory = bestHere >= ANSWER_SCORE_MIN && bestHere >= bestAll * CATEGORY_SHARE;
  return hitsOf(preferCategory ? inCategory : everywhere);
}

type Turn = SupportAnswer & Pick<SupportChatDto, 'jobs' | 'jobs_url'> & { modelMayAnswer: boolean };

/** A job search answered from the board near the person: never a job the board does not list. */
async function jobSearchTurn(
  ctx: AppContext,
  user: Awaited<ReturnType<typeof findUserById>>,
  message: string,
  term: string | null,
): Promise<Turn> {
  const skills = extractSkills(message).map((skill) => skill.name);
  const candidate = readCareerFacts(message).cityCandidate;
  const city = candidate ? await ctx.geo.findCity(candidate) : null;
  const near = await jobsNear({ ctx, user, cityName: null, conversationCity: city });
  const words = term ?? (skills.length ? skills.join(' ').toLowerCase() : null);
  const base = { escalation: false, articles: [], modelMayAnswer: false };
  if (!words && !near.located) {
    return {
      ...base,
      response: SUPPORT_TEXTS.askWhatWork,
      suggestions: [...SUPPORT_TEXTS.widenSuggestions],
      jobs: [],
      jobs_url: boardUrlOf(null),
    };
  }
  // The taxonomy's skills when it knows the work, else the person's own words, on the board's search.
  const found = words
    ? await near.matches(skills.length ? skills : words.split(' '), JOB_COUNT_PROBE)
    : await near.nearest(JOB_COUNT_PROBE);
  const jobs = found.slice(0, SUPPORT_CHAT_LIMITS.jobsMax);
  const answer = jobSearchAnswer({
    what: words,
    near: near.label,
    count: found.length,
    atLeast: found.length >= JOB_COUNT_PROBE,
    shown: jobs.length,
  });
  return { ...base, ...answer, jobs, jobs_url: boardUrlOf(words) };
}

/**
 * One turn of the support chat (POST /api/support/chat, decision 037): the caller's session
 * continued or started, the message answered from the help centre (or the board, for a job
 * search), by the configured model when it answers well and cites what it was given, else by the
 * built-in assistant; both messages stored in one transaction. Never counts a monthly AI chat.
 */
export async function supportChatTurn(props: {
  ctx: AppContext;
  caller: ChatCaller;
  input: SupportChatInput;
  log: FastifyBaseLogger;
}): Promise<SupportChatDto> {
  const { ctx, caller } = props;
  const input = SupportChatInput.parse(props.input);
  const existing = await ownSupportSession(ctx, caller, input.session_id);
  if (existing && existing.userMessages >= SUPPORT_CHAT_LIMITS.messagesPerSession) {
    throw errors.conflict(SUPPORT_ERRORS.sessionFull);
  }
  const user = caller.actor ? await findUserById(ctx.db, caller.actor.userId) : null;
  const category = input.category;
  const intent = supportIntentOf(input.message);

  let turn: Turn;
  const noJobs = { jobs: [], jobs_url: null, modelMayAnswer: false };
  if (intent.kind === 'human') turn = { ...humanAnswer(), ...noJobs };
  else if (intent.kind === 'greeting') {
    turn = { ...greetingAnswer(category, user?.fullName.split(/\s+/)[0] || null), ...noJobs };
  } else if (intent.kind === 'job_search') turn = await jobSearchTurn(ctx, user, input.message, intent.term);
  else {
    const answer = helpAnswer(category, helpHitsFor(ctx, input.message, category));
    turn = { ...answer, ...noJobs, modelMayAnswer: !answer.escalation };
  }

  let engine: SupportChatDto['engine'] = { kind: 'builtin', label: SUPPORT_TEXTS.engineLabel };
  if (ctx.llm && turn.modelMayAnswer) {
    const given = turn.articles.map(({ slug, title }) => ({
      slug,
      title,
      text: helpArticle(ctx, slug).body,
    }));
    const modelAnswer = await askModelForSupportReply({
      ctx,
      log: props.log,
      sessionId: existing?.id ?? null,
      message: input.message,
      category,
      articles: given,
    });
    if (modelAnswer) {
      turn = {
        ...turn,
        response: modelAnswer.response,
        escalation: modelAnswer.escalation,
        // The articles it cited, in the search's order; the quotes stay the help centre's own.
        articles: turn.articles.filter((article) => modelAnswer.cited.includes(article.slug)),
        suggestions: modelAnswer.suggestions.length ? modelAnswer.suggestions : turn.suggestions,
      };
      engine = { kind: 'model', label: ctx.llm.engineLabel };
    }
  }

  const session = await storeTurn(ctx, caller, existing, category, input.message, turn, engine);
  return {
    session_id: session.id,
    response: turn.response,
    suggestions: turn.suggestions.slice(0, SUPPORT_CHAT_LIMITS.suggestionsMax),
    escalation: turn.escalation,
    articles: turn.articles.slice(0, SUPPORT_CHAT_LIMITS.articlesMax),
    jobs: turn.jobs,
    jobs_url: turn.jobs_url,
    engine,
  };
}

/** Both messages and the session's count, in one transaction (a new session is created with them). */
function storeTurn(
  ctx: AppContext,
  caller: ChatCaller,
  existing: SupportChatSessionRow | null,
  category: HelpCategory,
  message: string,
  turn: Turn,
  engine: SupportChatDto['engine'],
): Promise<SupportChatSessionRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    let row: SupportChatSessionRow;
    if (existing) {
      row = existing;
      await repo.updateSupportSession(tx, existing.id, {
        userMessages: existing.userMessages + 1,
        lastMessageAt: now,
      });
    } else {
      row = await repo.insertSupportSession(tx, {
        id: newSessionId(),
        userId: caller.actor?.userId ?? null,
        clientKey: caller.actor ? null : clientKeyOf(caller.ip),
        category,
        userMessages: 1,
        createdAt: now,
        lastMessageAt: now,
        expiresAt: caller.actor
          ? null
          : new Date(now.getTime() + SUPPORT_CHAT_LIMITS.anonymousSessionHours * HOUR_MS),
      });
    }
    await repo.insertSupportMessages(tx, [
      { sessionId: row.id, role: 'user', content: message, engine: null, createdAt: now },
      {
        sessionId: row.id,
        role: 'assistant',
        content: turn.response,
        articles: turn.articles.map((article) => article.slug),
        escalation: turn.escalation,
        engine: engine.kind === 'model' ? engine.label : 'builtin',
        createdAt: new Date(now.getTime() + 1),
      },
    ]);
    return row;
  });
}

/** Forgets visitors' support chats past their 24 hours (a recurring job). */
export function deleteExpiredSupportChats(ctx: AppContext): Promise<number> {
  return repo.deleteExpiredSupportSessions(ctx.db, ctx.clock.now());
}
