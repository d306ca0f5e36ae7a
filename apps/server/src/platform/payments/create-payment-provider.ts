import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { Clock } from '../clock';
import type { JobRunner } from '../jobs/job-types';
import type { PaymentProvider } from './payment-provider';
import { createSandboxPayments } from './sandbox-payments';

/**
 * The one place that picks the payment provider (decision 032). Today the embedded sandbox; the
 * Stripe adapter takes this slot when STRIPE_SECRET_KEY is set.
 */
export function createPaymentProvider(
  env: Env,
  deps: { db: Database; clock: Clock; jobs: JobRunner },
): PaymentProvider {
  return createSandboxPayments({ ...deps, publicUrl: env.PUBLIC_URL });
}
