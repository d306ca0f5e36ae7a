import { describe, expect, it } from 'vitest';
import { toPrefixTsQuery } from './search-query';

describe('toPrefixTsQuery', () => {
  it('turns every word into a prefix term that must match', () => {
    expect(toPrefixTsQuery('elec pan')).toBe('elec:* & pan:*');
    expect(toPrefixTsQuery('  Electrical   PANEL ')).toBe('electrical:* & panel:*');
  });

  it('drops tsquery operators and punctuation, so nothing can break the query', () => {
    expect(toPrefixTsQuery("elec & (pan | !x) <-> 'y':*")).toBe('elec:* & pan:* & x:* & y:*');
    expect(toPrefixTsQuery("O'Neil's 200A-panel")).toBe('o:* & neil:* & s:* & 200a:* & panel:*');
  });

  it('keeps accented letters and digits, and repeats a word once', () => {
    expect(toPrefixTsQuery('Montréal montréal 2x4')).toBe('montréal:* & 2x4:*');
  });

  it('bounds the number and length of words', () => {
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(toPrefixTsQuery(many)!.split(' & ')).toHaveLength(8);
    expect(toPrefixTsQuery('a'.repeat(100))).toBe(`${'a'.repeat(40)}:*`);
  });

  it('answers null when nothing searchable is left', () => {
    expect(toPrefixTsQuery('')).toBeNull();
    expect(toPrefixTsQuery('  &|!():* ')).toBeNull();
  });
});
