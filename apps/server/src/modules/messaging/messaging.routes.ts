import {
  ConversationDto,
  ConversationListDto,
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
import { messageSendLimit } from './message-send-limit';
import {
  createConversation,
  listConversations,
  listMessages,
  markRead,
  sendMessage,
} from './messaging.service';

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
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary:
          'Start a conversation (participants by id or e-mail); the same people and job answer the existing one (200)',
        body: CreateConversationInput,
        response: {
          200: ConversationDto,
          201: ConversationDto,
          400: ErrorDto,
          401: ErrorDto,
          404: ErrorDto,
          422: ValidationErrorDto,
        },
      },
    },
    async (request, reply) => {
      const { created, conversation } = await createConversation({
        ctx: app.ctx,
        log: request.log,
        actorId: actorOf(request).userId,
        input: request.body,
      });
      return reply.status(created ? 201 : 200).send(conversation);
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
      preHandler: [app.authenticate, perUserSendLimit],
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
