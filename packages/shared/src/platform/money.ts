import { z } from 'zod';
import { CURRENCIES, type Money as MoneyValue } from './money-value';

export { CURRENCIES, type Currency, cad, moneyUnits } from './money-value';

/**
 * Money's schema (the value and its helpers are in money-value.ts, which has no zod: the plan
 * figures import that, so the landing page's pricing cards leave zod out of its first load).
 */
export const Money = /* @__PURE__ */ z.object({
  amount_cents: /* @__PURE__ */ z.number().int().min(0),
  currency: /* @__PURE__ */ z.enum(CURRENCIES),
}) satisfies z.ZodType<MoneyValue>;
export type Money = MoneyValue;
