import { describe, expect, it } from 'vitest';
import { roundDownForDisplay } from './stats';

describe('roundDownForDisplay', () => {
  it('keeps two significant digits and never rounds up', () => {
    expect(roundDownForDisplay(9)).toBe(9);
    expect(roundDownForDisplay(87)).toBe(87);
    expect(roundDownForDisplay(199)).toBe(190);
    expect(roundDownForDisplay(1234)).toBe(1200);
    expect(roundDownForDisplay(15_780)).toBe(15_000);
    expect(roundDownForDisplay(99_999)).toBe(99_000);
  });
});
