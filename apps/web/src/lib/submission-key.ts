import { useRef } from 'react';

/** A random UUID; crypto.randomUUID exists only in secure contexts, so plain http falls back. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SubmissionKeys {
  /** The Idempotency-Key for submitting this payload: the same while the payload stays the same. */
  keyFor(payload: unknown): string;
  /** After a success: the next submission, even of the same values, is a new one. */
  reset(): void;
}

/**
 * One idempotency key per submission of a filled form (the server's Idempotency-Key, decision
 * 029). A second click on the same values, or a retry after a lost answer, sends the same key,
 * so the server answers with the first result instead of creating twice; changed values or a
 * submission after a success get a new key.
 */
export function createSubmissionKeys(): SubmissionKeys {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const fingerprint = JSON.stringify(payload) ?? '';
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: randomKey() };
      return current.key;
    },
    reset() {
      current = null;
    },
  };
}

/** createSubmissionKeys for one form (or one mutation hook) for as long as it is mounted. */
export function useSubmissionKeys(): SubmissionKeys {
  const keys = useRef<SubmissionKeys | null>(null);
  keys.current ??= createSubmissionKeys();
  return keys.current;
}
