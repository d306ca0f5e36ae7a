import type { CheckoutStatusDto } from '@hirehand/shared/payments/payments';

/** Spec 1 §9: the result page asks every 2000 ms, at most 5 times, then says it timed out. */
export const STATUS_POLL = { intervalMs: 2000, maxAttempts: 5 } as const;

export type PaymentOutcome =
  | { kind: 'verifying' }
  | { kind: 'success'; status: CheckoutStatusDto }
  | { kind: 'not-paid' }
  | { kind: 'error'; reason: 'noSession' | 'fetch' | 'expired' | 'timeout' };

/** A trial starts without a payment (`no_payment_required`): a success too (decision 032). */
export const isSuccess = (status: CheckoutStatusDto) =>
  status.payment_status === 'paid' || status.payment_status === 'no_payment_required';

/** Whether polling can stop: the session succeeded, expired or completed without a payment. */
export const isSettled = (status: CheckoutStatusDto) => isSuccess(status) || status.status !== 'open';

/**
 * What the result page shows after `attempts` answers (the latest is `status`), or a failed
 * check. An open session still unpaid after the last attempt is a time-out, not a failure.
 */
export function paymentOutcome(input: {
  sessionId: string | null;
  status: CheckoutStatusDto | undefined;
  attempts: number;
  failed: boolean;
}): PaymentOutcome {
  const { sessionId, status, attempts, failed } = input;
  if (!sessionId) return { kind: 'error', reason: 'noSession' };
  if (failed) return { kind: 'error', reason: 'fetch' };
  if (!status) return { kind: 'verifying' };
  if (isSuccess(status)) return { kind: 'success', status };
  if (status.status === 'expired') return { kind: 'error', reason: 'expired' };
  if (status.status === 'complete') return { kind: 'not-paid' };
  return attempts >= STATUS_POLL.maxAttempts ? { kind: 'error', reason: 'timeout' } : { kind: 'verifying' };
}
