import { CheckoutSessionId } from '@hirehand/shared/payments/payments';
import { describe, expect, it } from 'vitest';
import { addMonth, sandboxId } from './sandbox-ids';

describe('sandbox ids and billing periods', () => {
  it('makes session ids the shared contract accepts, each its own', () => {
    const id = sandboxId('cs');
    expect(id).toMatch(/^cs_sandbox_[0-9a-f]{32}$/);
    expect(CheckoutSessionId.safeParse(id).success).toBe(true);
    expect(sandboxId('cs')).not.toBe(id);
  });

  it('bills a calendar month later, clamped to the end of a shorter month', () => {
    expect(addMonth(new Date('2026-01-15T10:30:00.000Z')).toISOString()).toBe('2026-02-15T10:30:00.000Z');
    expect(addMonth(new Date('2026-01-31T10:30:00.000Z')).toISOString()).toBe('2026-02-28T10:30:00.000Z');
    expect(addMonth(new Date('2028-01-31T00:00:00.000Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonth(new Date('2026-12-31T23:59:59.999Z')).toISOString()).toBe('2027-01-31T23:59:59.999Z');
  });
});
