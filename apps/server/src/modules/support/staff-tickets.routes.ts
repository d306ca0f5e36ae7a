import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import {
  StaffTicketDto,
  StaffTicketParams,
  StaffTicketReplyInput,
  StaffTicketStatusInput,
  StaffTicketsPageDto,
  StaffTicketsQuery,
} from '@hirehand/shared/staff/support-tickets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import {
  getTicketForStaff,
  listTicketsForStaff,
  replyToTicket,
  setTicketStatusForStaff,
} from './support-tickets.service';

/**
 * The support tickets in the staff console. Staff only: app.requireStaff runs on request,
 * before validation, so anyone else gets the unknown path's 404 whatever they send. Not in the
 * public API docs (`hide`), for the same reason (decision 024).
 */
export const staffTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/staff/support-tickets',
    {
      schema: {
        tags: ['staff'],
        hide: true,
        summary: 'The support queue: open first, paid plans first, oldest first (staff only)',
        querystring: StaffTicketsQuery,
        response: { 200: StaffTicketsPageDto, 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    (request) => listTicketsForStaff({ ctx: app.ctx, ...request.query }),
  );

  app.get(
    '/staff/support-tickets/:id',
    {
      schema: {
        tags: ['staff'],
        hide: true,
        summary: 'One support ticket with its conversation and replies (staff only)',
        params: StaffTicketParams,
        response: { 200: StaffTicketDto, 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    (request) => getTicketForStaff({ ctx: app.ctx, id: request.params.id }),
  );

  app.post(
    '/staff/support-tickets/:id/replies',
    {
      schema: {
        tags: ['staff'],
        hide: true,
        summary: 'Answer a support ticket: e-mailed to the person, the ticket becomes answered (staff only)',
        params: StaffTicketParams,
        body: StaffTicketReplyInput,
        response: { 201: StaffTicketDto, 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request, reply) => {
      const ticket = await replyToTicket({
        ctx: app.ctx,
        id: request.params.id,
        staffUserId: actorOf(request).userId,
        body: request.body.body,
        log: request.log,
      });
      return reply.status(201).send(ticket);
    },
  );

  app.patch(
    '/staff/support-tickets/:id',
    {
      schema: {
        tags: ['staff'],
        hide: true,
        summary: "Set a support ticket's status: open, answered or closed (staff only)",
        params: StaffTicketParams,
        body: StaffTicketStatusInput,
        response: { 200: StaffTicketDto, 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    (request) =>
      setTicketStatusForStaff({ ctx: app.ctx, id: request.params.id, status: request.body.status }),
  );
};
