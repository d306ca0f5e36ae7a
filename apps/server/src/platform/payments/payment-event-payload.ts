import type { PaymentEvent } from './payment-provider';

/** A value as JSON carries it: every Date an ISO string. */
export type Serialized<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Serialized<U>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;

/**
 * The `payments.apply_event` job's payload: a PaymentEvent with its dates as ISO strings, since
 * job payloads are stored as JSON (job-payloads.ts). The Stripe webhook route and the sandbox
 * enqueue the same job with it.
 */
export type PaymentEventPayload = Serialized<PaymentEvent>;

/** The keys of PaymentEvent (and the objects inside it) that hold a Date. */
const DATE_KEYS = new Set([
  'occurredAt',
  'currentPeriodStart',
  'currentPeriodEnd',
  'trialEnd',
  'periodStart',
  'periodEnd',
]);

export function serializePaymentEvent(event: PaymentEvent): PaymentEventPayload {
  return JSON.parse(JSON.stringify(event)) as PaymentEventPayload;
}

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      DATE_KEYS.has(key) && typeof inner === 'string' ? new Date(inner) : revive(inner),
    ]),
  );
}

export function parsePaymentEvent(payload: PaymentEventPayload): PaymentEvent {
  return revive(payload) as PaymentEvent;
}
