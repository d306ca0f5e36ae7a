import {
  AddSkillsDto,
  AI_CHAT_LIMITS,
  AiChatDto,
  AiChatInput,
  isWritingSessionId,
} from '@hirehand/shared/ai/ai-chat';
import { AI_ERRORS } from '@hirehand/shared/ai/ai-errors';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { errors } from '../../platform/errors';
import { callerAndAddressLimit, limitCounter } from '../../platform/request-limit';
import { addSessionSkillsToProfile, chatTurn, deleteExpiredChats, endChat } from './ai-chat.service';

/** Messages a minute: per person (or address, for a visitor), and per address whoever asks. */
export const AI_CHAT_RATE = {
  perCaller: { max: 20, timeWindow: '1 minute' },
  perAddress: { max: 60, timeWindow: '1 minute' },
};

const SessionParams = z.object({ session_id: z.string().max(100) });

export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.every('ai.forget-visitor-chats', 60 * 60_000, async () => {
    await deleteExpiredChats(app.ctx);
  });

  const { perAddress, either: overLimit } = callerAndAddressLimit(app, 'ai-chat', AI_CHAT_RATE);
  const writingPerDay = limitCounter(app, {
    name: 'ai-writing',
    limit: { max: AI_CHAT_LIMITS.writingHelpsPerDay, timeWindow: '1 day' },
    key: (request) => request.actor?.userId ?? request.ip,
  });
  const callerOf = (request: FastifyRequest) => ({ actor: request.actor, ip: request.ip });

  app.post(
    '/ai/chat',
    {
      preHandler: app.identify,
      schema: {
        tags: ['ai'],
        summary:
          'One turn of the AI career discovery chat, or (a gig_ai_ session) the wizard writing helper: reply, suggestions, skills found, jobs that fit',
        body: AiChatInput,
        response: {
          200: AiChatDto,
          400: ErrorDto,
          403: ErrorDto,
          409: ErrorDto,
          422: ValidationErrorDto,
          429: ErrorDto,
        },
      },
    },
    async (request, reply) => {
      // The writing helper's day comes first: a person past it hears of that limit, not the minute's.
      if (isWritingSessionId(request.body.session_id) && (await writingPerDay(request, reply))) {
        throw errors.tooManyRequests(AI_ERRORS.writingLimit);
      }
      if (await overLimit(request, reply)) {
        throw errors.tooManyRequests(AI_ERRORS.rateLimited);
      }
      return chatTurn({ ctx: app.ctx, caller: callerOf(request), input: request.body, log: request.log });
    },
  );

  app.delete(
    '/ai/chat/:session_id',
    {
      preHandler: app.identify,
      schema: {
        tags: ['ai'],
        summary:
          "End an AI chat: the caller's session and its messages are deleted (another's is left alone)",
        params: SessionParams,
        response: { 204: z.null(), 429: ErrorDto },
      },
    },
    async (request, reply) => {
      if (await perAddress(request, reply)) throw errors.tooManyRequests(AI_ERRORS.rateLimited);
      await endChat({ ctx: app.ctx, caller: callerOf(request), sessionId: request.params.session_id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/ai/chat/:session_id/add-skills',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['ai'],
        summary: "Add the skills an AI chat found to the caller's profile",
        security: [{ bearerAuth: [] }],
        params: SessionParams,
        response: { 200: AddSkillsDto, 400: ErrorDto, 401: ErrorDto, 404: ErrorDto },
      },
    },
    (request) =>
      addSessionSkillsToProfile({
        ctx: app.ctx,
        actor: actorOf(request),
        sessionId: request.params.session_id,
      }),
  );
};
