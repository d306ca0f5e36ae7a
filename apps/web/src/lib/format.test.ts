import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('formats CAD in en-CA, whole amounts without cents', () => {
    expect(formatMoney(4.99)).toBe('$4.99');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(1250)).toBe('$1,250');
  });
});
