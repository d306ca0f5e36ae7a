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
}
