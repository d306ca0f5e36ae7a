import { describe, expect, it } from 'vitest';
import { createSubmissionKeys, randomKey } from './submission-key';

describe('createSubmissionKeys', () => {
  it('keeps one key while the payload stays the same, and makes a new one for new values or after a success', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor({ title: 'Deck', rate: 40 });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys.keyFor({ title: 'Deck', rate: 40 })).toBe(first);
    const changed = keys.keyFor({ title: 'Deck', rate: 45 });
    expect(changed).not.toBe(first);
    keys.reset();
    expect(keys.keyFor({ title: 'Deck', rate: 45 })).not.toBe(changed);
  });

  it('makes a version 4 UUID where crypto.randomUUID is missing (plain http)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = randomKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(randomKey()).not.toBe(key);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
