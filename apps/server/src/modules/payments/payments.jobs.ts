import type { FastifyInstance } from 'fastify';
import { parsePaymentEvent } from '../../platform/payments/payment-event-payload';
import { applyPaymentEvent } from './payment-events.service';

/**
 * The payments module's durable job, registered from payments.routes.ts: one provider event
 * applied (Stripe's webhook route and the sandbox enqueue it). Retried with backoff, since an
 * event may arrive before the one it depends on (an invoice before its checkout).
 */
export function registerPaymentJobs(app: FastifyInstance) {
  app.jobs.register(
    'payments.apply_event',
    (payload, job) => applyPaymentEvent(app.ctx, parsePaymentEvent(payload), job.log),
    { maxAttempts: 10, backoffMs: 30_000, maxBackoffMs: 60 * 60_000 },
  );
  // A webhook delivery is mapped here, not in the route: mapping re-reads the provider's API,
  // which may fail for a while; the route only verifies and stores it (decision 032).
  app.jobs.register(
    'payments.webhook_delivery',
    async (payload, job) => {
      const webhooks = app.ctx.payments.webhooks;
      if (!webhooks) throw new Error(`no webhooks on the ${app.ctx.payments.name} payment provider`);
      const event = await webhooks.toPaymentEvent(payload.json);
      if (event) await applyPaymentEvent(app.ctx, event, job.log);
    },
    { maxAttempts: 10, backoffMs: 30_000, maxBackoffMs: 60 * 60_000 },
  );
}
