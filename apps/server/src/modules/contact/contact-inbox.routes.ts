import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import {
  StaffContactMessageDto,
  StaffContactMessageParams,
  StaffContactMessagesPageDto,
  StaffContactMessagesQuery,
} from '@hirehand/shared/staff/contact-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toStaffContactMessage, toStaffContactMessageSummary } from './contact.presenter';
import { getContactMessageForStaff, listContactMessagesForStaff } from './contact.service';

/**
 * The contact-form messages in the staff console. Staff only: app.requireStaff runs on request,
 * before validation, so anyone else gets the unknown path's 404 whatever they send.
 */
export const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/staff/contact-messages',
    {
      schema: {
        tags: ['staff'],
        // Not in the public API docs: the staff routes answer 404 to everyone else (decision 024).
        hide: true,
        summary: 'Contact-form messages, newest first (staff only)',
        querystring: StaffContactMessagesQuery,
        response: { 200: StaffContactMessagesPageDto, 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { messages, total } = await listContactMessagesForStaff({ ctx: app.ctx, page, limit });
      return { messages: messages.map(toStaffContactMessageSummary), page, limit, total };
    },
  );

  app.get(
    '/staff/contact-messages/:id',
    {
      schema: {
        tags: ['staff'],
        // Not in the public API docs: the staff routes answer 404 to everyone else (decision 024).
        hide: true,
        summary: 'One contact-form message (staff only)',
        params: StaffContactMessageParams,
        response: { 200: StaffContactMessageDto, 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request) =>
      toStaffContactMessage(await getContactMessageForStaff({ ctx: app.ctx, id: request.params.id })),
  );
};
