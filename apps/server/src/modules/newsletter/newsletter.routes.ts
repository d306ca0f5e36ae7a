import {
  NEWSLETTER_MESSAGES,
  NewsletterInput,
  NewsletterResultDto,
} from '@hirehand/shared/newsletter/newsletter';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addSubscription } from './newsletter.repo';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to updates (idempotent; the same answer for a known address)',
        body: NewsletterInput,
        response: { 200: NewsletterResultDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request) => {
      // New or already on the list, the answer is the same: the box must not tell anyone who subscribes.
      await addSubscription(app.ctx.db, request.body.email);
      return { subscribed: true as const, message: NEWSLETTER_MESSAGES.subscribed };
    },
  );
};
