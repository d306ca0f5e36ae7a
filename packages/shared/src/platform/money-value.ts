/**
 * Money as a value, without its schema (money.ts adds the zod schema): what a screen that only
 * prints prices needs (the landing page's pricing cards), so its first load carries no zod.
 */

/** Currencies the product charges in; prices are CAD (decision 032). */
export const CURRENCIES = ['CAD', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * An amount of money: whole cents and a currency, never a float (0.1 + 0.2 is not 0.3).
 * Everything new that holds money uses it; older fields (a job's hourly rate in dollars) stay.
 */
export interface Money {
  amount_cents: number;
  currency: Currency;
}

export const cad = (amountCents: number): Money => ({ amount_cents: amountCents, currency: 'CAD' });

/** The amount as decimal units ("4.99"), for the places that print it without Intl. */
export const moneyUnits = (money: Money): string => (money.amount_cents / 100).toFixed(2);
