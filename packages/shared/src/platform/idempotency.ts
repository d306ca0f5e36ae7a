/**
 * Idempotency keys: a form sends one per submission attempt in this header, and a creating
 * route answers a repeat of the same key with the first answer instead of creating twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A UUID is what the web sends; any 8 to 200 visible ASCII characters are accepted. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 8 to 200 visible characters (a UUID, for example)',
  reusedWithOtherRequest:
    'This Idempotency-Key was already used for a different request. Send a new key for a new submission.',
  stillRunning: 'The same submission is still being processed. Please wait a moment and try again.',
} as const;
