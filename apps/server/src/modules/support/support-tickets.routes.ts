import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import { SUPPORT_ERRORS } from '@hirehand/shared/support/support-errors';
import {
  SUPPORT_TICKET_LIMITS,
  SupportTicketDto,
  SupportTicketInput,
  SupportTicketListDto,
} from '@hirehand/shared/support/support-tickets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { perUserLimit } from '../../platform/request-limit';
import { SUPPORT_MAILS } from './support-tickets.mail';
import { listOwnTickets, openSupportTicket } from './support-tickets.service';

/** Each ticket e-mails support and the person: SUPPORT_TICKET_LIMITS.perHour a user. */
export const SUPPORT_TICKET_RATE_LIMIT = { max: SUPPORT_TICKET_LIMITS.perHour, timeWindow: '1 hour' };

/** A signed-in person's support tickets (decision 037): open one, and read theirs with support's replies. */
export const supportTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.ctx.mail.register(SUPPORT_MAILS);
  const ticketLimit = perUserLimit(
    app,
    'support-ticket',
    SUPPORT_TICKET_RATE_LIMIT,
    SUPPORT_ERRORS.ticketRateLimited,
  );

  app.post(
    '/support/tickets',
    {
      preHandler: [app.authenticate, ticketLimit],
      schema: {
        tags: ['support'],
        summary: 'Ask support for a human: opens a ticket, with the support chat copied in',
        description:
          "E-mailed to support with the conversation of `session_id` (when it is the caller's support chat); the caller gets a confirmation with the reference, the support hours and the response time. A Professional member's ticket is `priority` and a Premium member's `front` in the staff queue.",
        security: [{ bearerAuth: [] }],
        body: SupportTicketInput,
        response: { 201: SupportTicketDto, 401: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request, reply) => {
      const { session_id: sessionId, ...input } = request.body;
      const ticket = await openSupportTicket({
        ctx: app.ctx,
        userId: actorOf(request).userId,
        input,
        sessionId,
        log: request.log,
      });
      return reply.status(201).send(ticket);
    },
  );

  app.get(
    '/support/tickets',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['support'],
        summary: "The caller's support tickets, newest first, with support's replies",
        security: [{ bearerAuth: [] }],
        response: { 200: SupportTicketListDto, 401: ErrorDto },
      },
    },
    (request) => listOwnTickets({ ctx: app.ctx, userId: actorOf(request).userId }),
  );
};
