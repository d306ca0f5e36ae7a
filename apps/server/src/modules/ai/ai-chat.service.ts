import { createHash, randomBytes } from 'node:crypto';
import {
  AI_CHAT_LIMITS,
  type AiChatDto,
  type AiChatInput,
  type AiJobMatchDto,
  isWritingSessionId,
} from '@hirehand/shared/ai/ai-chat';
import { AI_ERRORS } from '@hirehand/shared/ai/ai-errors';
import { CERTIFICATION_NAMES } from '@hirehand/shared/jobs/certification-names';
import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { PROFESSION_NAMES } from '@hirehand/shared/skills/profession-names';
import type { FastifyBaseLogger } from 'fastify';
import type { AiChatSessionRow } from '../../db/schema/ai';
import type { Actor } from '../../platform/auth/auth-guard';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { consumeUsage, usageAllowance } from '../membership/membership.service';
import { addSkillsToProfile } from '../profile/profile.service';
import { certificationsForSkills, extractSkills, professionsOfSkills } from '../skills/skills.service';
import { findUserById } from '../users/users.service';
import * as repo from './ai.repo';
import { jobsNear } from './ai-jobs';
import { careerReply, newCareerState } from './builtin/career-conversation';
import { type CareerFacts, looksLikeBarePlace, readCareerFacts } from './builtin/career-facts';
import { CAREER_TEXTS } from './builtin/career-texts';
import { askModelForCareerReply } from './model-replies';
import { writingTurn } from './writing-helper.service';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long a session's job matches stand for a turn that changed neither its skills nor its place. */
const JOB_MATCHES_FRESH_MS = 5 * 60_000;

/** A visitor's sessions are counted by a hash of their address, never the address itself. */
export const clientKeyOf = (ip: string) => createHash('sha256').update(`ai-chat:${ip}`).digest('base64url');

const newSessionId = () => `chat_${randomBytes(18).toString('base64url')}`;

export interface ChatCaller {
  actor: Actor | null;
  ip: string;
}

/** The session the id names, when it is the caller's (a user's own, or a visitor's from the same address). */
async function ownSession(ctx: AppContext, caller: ChatCaller, sessionId: string | null | undefined) {
  if (!sessionId) return null;
  const session = await repo.findSession(ctx.db, sessionId);
  if (!session) return null;
  const now = ctx.clock.now();
  if (session.expiresAt && session.expiresAt <= now) return null;
  if (caller.actor) return session.userId === caller.actor.userId ? session : null;
  return session.userId === null && session.clientKey === clientKeyOf(caller.ip) ? session : null;
}

/**
 * Before a new session's first answer: a visitor may start AI_CHAT_LIMITS.anonymousSessionsPerDay
 * a day from one address; a member as many as the plan's monthly chats (checked again, atomically,
 * when the session is stored).
 */
async function assertMayStartSession(ctx: AppContext, caller: ChatCaller) {
  const now = ctx.clock.now();
  if (!caller.actor) {
    const started = await repo.countVisitorSessionsSince(
      ctx.db,
      clientKeyOf(caller.ip),
      new Date(now.getTime() - DAY_MS),
    );
    if (started >= AI_CHAT_LIMITS.anonymousSessionsPerDay) throw errors.forbidden(AI_ERRORS.anonymousLimit);
    return;
  }
  const allowance = await usageAllowance(ctx.db, { userId: caller.actor.userId, metric: 'ai_chats', now });
  if (!allowance.allowed) throw errors.forbidden(MEMBERSHIP_ERRORS.aiChatLimit(allowance.limit));
}

/** The professions the skills fit best: the top one, and a second only when it fits as well. */
function bestProfessions(skills: readonly string[]): string[] {
  const ranked = professionsOfSkills(skills);
  const top = ranked[0];
  if (!top) return [];
  return ranked
    .filter((profession) => profession.score >= top.score)
    .slice(0, 2)
    .map((profession) => PROFESSION_NAMES[profession.id]);
}

/** This message's facts, its city kept only when the gazetteer knows it (then by its own name). */
async function factsOf(ctx: AppContext, message: string, askedCityLast: boolean) {
  const { cityCandidate, ...facts } = readCareerFacts(message);
  const candidate = cityCandidate ?? (askedCityLast && looksLikeBarePlace(message) ? message.trim() : null);
  const city = candidate ? await ctx.geo.findCity(candidate) : null;
  const result: CareerFacts = { ...facts };
  if (city) result.city = city.name;
  return { facts: result, city };
}

/**
 * One turn of the career discovery chat (POST /api/ai/chat): the session continued or started,
 * the message's skills (the taxonomy) and facts added to it, jobs that fit found near the person,
 * the reply written by the configured model or, without one or when it fails, the built-in
 * assistant, then both messages stored. A new session is counted only once its first answer is
 * stored, in the same transaction.
 */
export async function chatTurn(props: {
  ctx: AppContext;
  caller: ChatCaller;
  input: AiChatInput;
  log: FastifyBaseLogger;
}): Promise<AiChatDto> {
  const { ctx, caller, input } = props;
  if (isWritingSessionId(input.session_id)) return writingTurn(props);

  const existing = await ownSession(ctx, caller, input.session_id);
  if (existing && existing.userMessages >= AI_CHAT_LIMITS.messagesPerSession) {
    throw errors.conflict(AI_ERRORS.sessionFull);
  }
  if (!existing) await assertMayStartSession(ctx, caller);

  const user = caller.actor ? await findUserById(ctx.db, caller.actor.userId) : null;
  const state = existing?.state ?? newCareerState();
  const known = existing?.discoveredSkills ?? [];
  const found = extractSkills(input.message).map((skill) => skill.name);
  const newSkills = found.filter((name) => !known.includes(name));
  const allSkills = [...known, ...newSkills];
  const { facts, city } = await factsOf(ctx, input.message, state.asked.at(-1) === 'city');
  const cityName = facts.city ?? state.answers.city ?? null;

  const near = await jobsNear({ ctx, user, cityName, conversationCity: city });
  const now = ctx.clock.now();
  const jobsKey = `${allSkills.join('|')}@${near.placeKey}`;
  const remembered = state.jobs;
  const reuse =
    remembered?.key === jobsKey && now.getTime() - Date.parse(remembered.at) < JOB_MATCHES_FRESH_MS
      ? remembered
      : null;
  // The board's search is most of a turn's time: a turn that changed neither the skills nor the
  // place shows the matches found a moment ago.
  const jobs: AiJobMatchDto[] = !allSkills.length
    ? []
    : reuse
      ? reuse.matches
      : await near.matches(allSkills, AI_CHAT_LIMITS.jobMatchesMax);
  const jobsMemo = allSkills.length
    ? { key: jobsKey, at: reuse?.at ?? now.toISOString(), matches: jobs }
    : undefined;

  const builtin = careerReply({
    message: input.message,
    state,
    newSkills,
    allSkills,
    facts,
    professions: bestProfessions(allSkills),
    certifications: certificationsForSkills(allSkills).map((type) => CERTIFICATION_NAMES[type]),
    jobs: { count: jobs.length, near: near.label },
    greetingName: user?.fullName.split(/\s+/)[0] || 'Friend',
    signedIn: Boolean(user),
  });

  let reply = builtin.reply;
  let suggestions = builtin.suggestions;
  let engine: AiChatDto['engine'] = { kind: 'builtin', label: CAREER_TEXTS.engineLabel };
  if (ctx.llm) {
    const modelAnswer = await askModelForCareerReply({
      ctx,
      log: props.log,
      sessionId: existing?.id ?? null,
      message: input.message,
      data: {
        greetingName: user?.fullName.split(/\s+/)[0] || 'Friend',
        skills: allSkills,
        answers: builtin.state.answers,
        jobs: jobs.map(({ title, city: jobCity, salary }) => ({ title, city: jobCity, salary })),
      },
    });
    if (modelAnswer) {
      reply = modelAnswer.reply;
      suggestions = modelAnswer.suggestions.length ? modelAnswer.suggestions : suggestions;
      engine = { kind: 'model', label: ctx.llm.engineLabel };
    }
  }

  const storedState = { ...builtin.state, ...(jobsMemo ? { jobs: jobsMemo } : {}) };
  const turnMessages = [
    { role: 'user' as const, content: input.message, engine: null, createdAt: now },
    {
      role: 'assistant' as const,
      content: reply,
      engine: engine.kind === 'model' ? engine.label : 'builtin',
      createdAt: new Date(now.getTime() + 1),
    },
  ];
  let session: AiChatSessionRow;
  if (existing) {
    // A session going on: one statement stores the turn (fewer round trips per turn).
    session = existing;
    await repo.continueSession(
      ctx.db,
      existing.id,
      { discoveredSkills: allSkills, state: storedState, lastMessageAt: now },
      turnMessages,
    );
  } else {
    session = await ctx.db.transaction(async (tx) => {
      if (caller.actor) {
        const ticket = await consumeUsage(tx, { userId: caller.actor.userId, metric: 'ai_chats', now });
        if (!ticket) {
          const { limit } = await usageAllowance(tx, {
            userId: caller.actor.userId,
            metric: 'ai_chats',
            now,
          });
          throw errors.forbidden(MEMBERSHIP_ERRORS.aiChatLimit(limit));
        }
      }
      const row = await repo.insertSession(tx, {
        id: newSessionId(),
        userId: caller.actor?.userId ?? null,
        clientKey: caller.actor ? null : clientKeyOf(caller.ip),
        discoveredSkills: allSkills,
        state: storedState,
        userMessages: 1,
        createdAt: now,
        lastMessageAt: now,
        expiresAt: caller.actor
          ? null
          : new Date(now.getTime() + AI_CHAT_LIMITS.anonymousSessionHours * HOUR_MS),
      });
      await repo.insertMessages(
        tx,
        turnMessages.map((message) => ({ ...message, sessionId: row.id })),
      );
      return row;
    });
  }

  return {
    session_id: session.id,
    ai_response: reply,
    response: reply,
    suggestions: suggestions.slice(0, AI_CHAT_LIMITS.suggestionsMax),
    discovered_skills: allSkills,
    job_matches: jobs,
    engine,
  };
}

/** DELETE /api/ai/chat/{id}: the caller's own session and its messages are gone; another's is left alone. */
export async function endChat(props: { ctx: AppContext; caller: ChatCaller; sessionId: string }) {
  const session = await ownSession(props.ctx, props.caller, props.sessionId);
  if (session) await repo.deleteSession(props.ctx.db, session.id);
}

/** POST /api/ai/chat/{id}/add-skills: the session's skills join the caller's profile. */
export async function addSessionSkillsToProfile(props: { ctx: AppContext; actor: Actor; sessionId: string }) {
  const session = await ownSession(props.ctx, { actor: props.actor, ip: '' }, props.sessionId);
  if (!session) throw errors.notFound(AI_ERRORS.sessionNotFound);
  if (session.discoveredSkills.length === 0) throw errors.badRequest(AI_ERRORS.nothingToAdd);
  return addSkillsToProfile({ ctx: props.ctx, userId: props.actor.userId, skills: session.discoveredSkills });
}

/** Forgets visitors' sessions past their 24 hours (a recurring job). */
export function deleteExpiredChats(ctx: AppContext): Promise<number> {
  return repo.deleteExpiredSessions(ctx.db, ctx.clock.now());
}
