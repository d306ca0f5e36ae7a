import { randomBytes } from 'node:crypto';

/**
 * The sandbox's ids look like Stripe's (`cs_…`, `sub_…`, `pi_…`, `evt_…`) with `_sandbox_` after
 * the prefix, so a row says which provider made it; hex only, to match CheckoutSessionId.
 */
export const sandboxId = (prefix: 'cs' | 'sub' | 'pi' | 'cus' | 'evt') =>
  `${prefix}_sandbox_${randomBytes(16).toString('hex')}`;

const DAY_MS = 24 * 60 * 60_000;

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** One calendar month later in UTC, the day clamped to the month's end (Jan 31 → Feb 28), as Stripe bills. */
export function addMonth(from: Date): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}
