import { describe, expect, it } from 'vitest';
import { createFrameBudget, MAX_FRAMES_PER_SECOND } from './frame-budget';

describe('frame budget', () => {
  it('accepts 50 frames a second, ignores the rest, closes a flood, and starts afresh each second', () => {
    let now = 10_000;
    const budget = createFrameBudget(() => now);
    const verdicts = Array.from({ length: 4 * MAX_FRAMES_PER_SECOND + 1 }, () => budget());
    expect(verdicts.filter((v) => v === 'accept')).toHaveLength(MAX_FRAMES_PER_SECOND);
    expect(verdicts.at(MAX_FRAMES_PER_SECOND)).toBe('ignore');
    expect(verdicts.at(-1)).toBe('close');
    now += 1_000;
    expect(budget()).toBe('accept');
  });
});
