import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { ErrorDto, PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../platform/errors';

/** Stripe's webhook deliveries are at most a few hundred kilobytes. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /api/payments/webhook/stripe: Stripe's deliveries. The body is read raw on this route
 * only (the signature covers the exact bytes), verified against STRIPE_WEBHOOK_SECRET with a
 * 300 s tolerance on the clock, then stored as a durable job keyed by the event id, so a
 * replayed delivery is dropped and the work survives a crash (decision 032). 400 for a forged,
 * altered or stale delivery; 404 where payments are not Stripe's.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only this plugin's routes take JSON as a raw Buffer.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/payments/webhook/stripe',
    {
      schema: {
        hide: true,
        headers: z.object({ 'stripe-signature': z.string().max(2048).optional() }),
        response: { 200: z.object({ received: z.literal(true) }), 400: ErrorDto, 404: ErrorDto },
      },
    },
    async (request) => {
      const webhooks = app.ctx.payments.name === 'stripe' ? app.ctx.payments.webhooks : undefined;
      if (!webhooks) throw errors.notFound(PLATFORM_ERRORS.notFound);
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (!signature || !Buffer.isBuffer(body)) throw errors.badRequest(MEMBERSHIP_ERRORS.badSignature);
      let verified: { id: string; type: string; json: string };
      try {
        verified = await webhooks.verify(body, signature, app.ctx.clock.now());
      } catch {
        request.log.warn({ feature: 'payments' }, 'stripe webhook refused: bad signature');
        throw errors.badRequest(MEMBERSHIP_ERRORS.badSignature);
      }
      await app.jobs.enqueue(
        'payments.webhook_delivery',
        { provider: 'stripe', eventId: verified.id, json: verified.json },
        { dedupeKey: `stripe-event:${verified.id}` },
      );
      request.log.info({ feature: 'payments', eventType: verified.type }, 'stripe webhook stored');
      return { received: true as const };
    },
  );
};
