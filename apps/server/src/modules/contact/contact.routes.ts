import { CONTACT_RECEIVED_MESSAGE, ContactInput, ContactResultDto } from '@hirehand/shared/contact/contact';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MAILS } from './contact.mail';
import { submitContactMessage } from './contact.service';

export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.ctx.mail.register(CONTACT_MAILS);
  app.post(
    '/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      // Signed in, a paid member's message is flagged for staff (their plan's support).
      preHandler: app.identify,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        description:
          "Anyone may write; with a bearer token, a Professional member's message is flagged `priority` and a Premium member's `front` in the staff queue.",
        body: ContactInput,
        response: { 201: ContactResultDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request, reply) => {
      const row = await submitContactMessage({
        ctx: app.ctx,
        input: request.body,
        senderId: request.actor?.userId ?? null,
        log: request.log,
      });
      return reply.status(201).send({ id: row.id, message: CONTACT_RECEIVED_MESSAGE });
    },
  );
};
