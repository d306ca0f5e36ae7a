import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { Clock } from '../clock';
import type { JobRunner } from '../jobs/job-types';
import type { PaymentProvider } from './payment-provider';
import { createSandboxPayments } from './sandbox-payments';
import { createStripePayments } from './stripe-payments';

/**
 * The one place that picks the payment provider (decision 032): Stripe when STRIPE_SECRET_KEY is
 * set (env.ts refuses a half setup), else the embedded sandbox.
 */
export function createPaymentProvider(
  env: Env,
  deps: { db: Database; clock: Clock; jobs: JobRunner },
): PaymentProvider {
  if (
    env.STRIPE_SECRET_KEY &&
    env.STRIPE_WEBHOOK_SECRET &&
    env.STRIPE_PRICE_PROFESSIONAL &&
    env.STRIPE_PRICE_PREMIUM
  ) {
    return createStripePayments({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      prices: { professional: env.STRIPE_PRICE_PROFESSIONAL, premium: env.STRIPE_PRICE_PREMIUM },
      automaticTax: env.STRIPE_AUTOMATIC_TAX,
      apiUrl: env.STRIPE_API_URL,
    });
  }
  return createSandboxPayments({ ...deps, publicUrl: env.PUBLIC_URL });
}
