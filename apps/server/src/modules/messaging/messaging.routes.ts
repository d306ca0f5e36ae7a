import {
  ConversationDto,
  ConversationListDto,
  ConversationRequestedDto,
  ConversationsQuery,
  CreateConversationInput,
  MarkReadResultDto,
  MessageDto,
  MessageListDto,
  MessagesQuery,
  SendMessageInput,
} from '@hirehand/shared/messaging/messaging';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { conversationCreateLimits } from './conversation-create.limit';
import { createConversation } from './conversation-create.service';
import { messageSendLimit } from './message-send.limit';
import { listConversations, listMessages, markRead, sendMessage } from './messaging.service';

/** Any text: a malformed id is answered 404 like an unknown one. */
const ConversationParams = z.object({ id: z.string().max(100) });

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['messaging'], security: [{ bearerAuth: [] }] };

  // Runs after app.authenticate, so the limit is per user; attachments share the counter.
  const perUserSendLimit = messageSendLimit(app);

  app.get(
    '/conversations',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary:
          "A page of the caller's conversations, newest activity first, with unread counts; `before` is the last conversation of the previous page",
        querystring: ConversationsQuery,
        response: { 200: ConversationListDto, 401: ErrorDto, 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request) =>
      listConversations({ ctx: app.ctx, actorId: actorOf(request).userId, query: request.query }),
  );

  app.post(
    '/conversations',
    {
      preHandler: [app.authenticate, app.idempotent, ...conversationCreateLimits(app)],
      schema: {
        ...base,
        summary:
          'Start a conversation, or find the existing one for the same people and job (200); an initial message is sent into it',
        description:
          'Participants by id answer the conversation (201 new, 200 existing). When anyone is named by e-mail the answer is 202 with the same text whether or not the address has an account; the conversation, if one was started, appears in GET /api/conversations.',
        body: CreateConversationInput,
        response: {
          200: ConversationDto,
          201: ConversationDto,
          202: ConversationRequestedDto,
          400: ErrorDto,
          401: ErrorDto,
          404: ErrorDto,
          422: ValidationErrorDto,
          429: ErrorDto,
        },
      },
    },
    async (request, reply) => {
      const result = await createConversation({
        ctx: app.ctx,
        log: request.log,
        actorId: actorOf(request).userId,
        input: request.body,
      });
      if (result.kind === 'requested') return reply.status(202).send({ message: result.message });
      return reply.status(result.created ? 201 : 200).send(result.conversation);
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary:
          'A page of the thread, oldest first (participants only): newest page, `before` or `after` a message',
        params: ConversationParams,
        querystring: MessagesQuery,
        response: { 200: MessageListDto, 401: ErrorDto, 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    (request) =>
      listMessages({
        ctx: app.ctx,
        log: request.log,
        actorId: actorOf(request).userId,
        conversationId: request.params.id,
        query: request.query,
      }),
  );

  app.post(
    '/conversations/:id/messages',
    {
      preHandler: [app.authenticate, app.idempotent, perUserSendLimit],
      schema: {
        ...base,
        summary: 'Send a message (participants only)',
        params: ConversationParams,
        body: SendMessageInput,
        response: { 201: MessageDto, 401: ErrorDto, 404: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request, reply) => {
      const message = await sendMessage({
        ctx: app.ctx,
        log: request.log,
        actorId: actorOf(request).userId,
        conversationId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/conversations/:id/mark-read',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: 'Mark the conversation read for the caller (participants only)',
        params: ConversationParams,
        response: { 200: MarkReadResultDto, 401: ErrorDto, 404: ErrorDto },
      },
    },
    (request) =>
      markRead({
        ctx: app.ctx,
        log: request.log,
        actorId: actorOf(request).userId,
        conversationId: request.params.id,
      }),
  );
};
