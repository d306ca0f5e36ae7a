import { PAY_PER_POST } from '@hirehand/shared/membership/plan-figures';
import { useSyncExternalStore } from 'react';
import { type AppConfig, config } from '@/config';

const unchanging = () => () => {};
const prerendered: Partial<AppConfig> = {};

/**
 * The Pay-Per-Post price this server charges in cents (JOB_POST_PRICE_CENTS, from the page's
 * app-config; 0: posting is free) and whether checkout adds taxes (STRIPE_AUTOMATIC_TAX, as
 * /membership says). The prerendered page, and so hydration, shows the catalog's price and no
 * taxes; the server's settings follow right after, without a mismatch.
 */
export function useServerPricing() {
  const { jobPostPriceCents = PAY_PER_POST.price.amount_cents, taxesExtra } = useSyncExternalStore(
    unchanging,
    () => config,
    () => prerendered,
  );
  return { postCents: jobPostPriceCents, taxesExtra };
}
