import { createHash } from 'node:crypto';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import { SUPPORT_ERRORS } from '@hirehand/shared/support/support-errors';
import {
  SUPPORT_TICKET_LIMITS,
  SupportTicketDto,
  SupportTicketInput,
  SupportTicketListDto,
  VisitorSupportTicketDto,
  VisitorSupportTicketInput,
} from '@hirehand/shared/support/support-tickets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { errors } from '../../platform/errors';
import { limitCounter, perUserLimit } from '../../platform/request-limit';
import { SUPPORT_MAILS } from './support-tickets.mail';
import { listOwnTickets, openSupportTicket, openVisitorSupportTicket } from './support-tickets.service';

/** Each ticket e-mails support and the person: SUPPORT_TICKET_LIMITS.perHour a user. */
export const SUPPORT_TICKET_RATE_LIMIT = { max: SUPPORT_TICKET_LIMITS.perHour, timeWindow: '1 hour' };

/**
 * A visitor's ticket e-mails an address nobody has verified, so it is limited twice: per caller's
 * address, and per e-mail address whoever asks (someone switching addresses still cannot flood one
 * inbox through support).
 */
export const VISITOR_TICKET_RATE_LIMITS = {
  perAddress: { max: SUPPORT_TICKET_LIMITS.visitorPerAddressHour, timeWindow: '1 hour' },
  perEmail: { max: SUPPORT_TICKET_LIMITS.visitorPerEmailDay, timeWindow: '1 day' },
};

/** The limit's key for an e-mail address: a hash, so the counters (in Redis too) never hold the address. */
const emailKey = (email: string) =>
  createHash('sha256').update(`support-visitor-ticket:${email}`).digest('base64url');

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
        actor: actorOf(request),
        ip: request.ip,
        input,
        sessionId,
        log: request.log,
      });
      return reply.status(201).send(ticket);
    },
  );

  const visitorPerAddress = limitCounter(app, {
    name: 'support-visitor-ticket-ip',
    limit: VISITOR_TICKET_RATE_LIMITS.perAddress,
    key: (request) => request.ip,
  });
  const visitorPerEmail = limitCounter(app, {
    name: 'support-visitor-ticket-email',
    limit: VISITOR_TICKET_RATE_LIMITS.perEmail,
    key: (request) => emailKey((request.body as { email: string }).email),
  });

  app.post(
    '/support/visitor-tickets',
    {
      schema: {
        tags: ['support'],
        summary: 'Ask support for a human without an account: a ticket answered by e-mail',
        description:
          "For a signed-out person: `name` and `email` say whom support answers (by e-mail only; there is no list of tickets without an account). The visitor's support chat of `session_id` is copied in when it was opened from the same address. Support and the visitor are e-mailed (the visitor gets the reference, the support hours and the response time). Limited per caller's address and per e-mail address.",
        body: VisitorSupportTicketInput,
        response: { 201: VisitorSupportTicketDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request, reply) => {
      // The address is counted first, so one caller cannot use up an inbox's allowance alone.
      if ((await visitorPerAddress(request, reply)) || (await visitorPerEmail(request, reply))) {
        throw errors.tooManyRequests(SUPPORT_ERRORS.visitorTicketRateLimited);
      }
      const { session_id: sessionId, ...input } = request.body;
      const ticket = await openVisitorSupportTicket({
        ctx: app.ctx,
        ip: request.ip,
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
