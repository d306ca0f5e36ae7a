import { describe, expect, it } from 'vitest';
import { CreateGigInput } from '../gigs/create-gig';
import { GigListQuery } from '../gigs/gig-dto';
import { hasUnstorableText, storableText, TEXT_MESSAGES, unstorableTextPaths } from './text';

describe('hasUnstorableText', () => {
  it('finds NUL bytes and lone surrogates, not paired ones', () => {
    expect(hasUnstorableText('a\u0000b')).toBe(true);
    expect(hasUnstorableText('a\ud800b')).toBe(true); // high surrogate alone
    expect(hasUnstorableText('\udc00b')).toBe(true); // low surrogate alone
    expect(hasUnstorableText('end\ud83d')).toBe(true);
    expect(hasUnstorableText('emoji 😀 and café')).toBe(false);
    expect(hasUnstorableText('tab\tand\nnewline')).toBe(false);
  });
});

describe('unstorableTextPaths', () => {
  it('names every bad string and key, however deep', () => {
    expect(
      unstorableTextPaths({
        ok: 'fine',
        name: 'x\u0000',
        skills: ['plumbing', '\ud800'],
        nested: { 'key\u0000': 1, deeper: [{ note: 'a\udc00' }] },
        count: 3,
      }),
    ).toEqual([['name'], ['skills', 1], ['nested', 'key\u0000'], ['nested', 'deeper', 0, 'note']]);
    expect(unstorableTextPaths('\u0000')).toEqual([[]]);
    expect(unstorableTextPaths(null)).toEqual([]);
  });
});

describe('storableText and the schemas that use it', () => {
  it('refuses NUL and lone surrogates with the shared message', () => {
    const result = storableText().max(10).safeParse('a\u0000');
    expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.unstorable);
    expect(storableText().max(10).safeParse('plain').success).toBe(true);
  });

  it('guards the gig search and the posting form', () => {
    expect(GigListQuery.safeParse({ location: '\u0000' }).error?.issues[0]?.path).toEqual(['location']);
    expect(GigListQuery.safeParse({ search: 'a\ud800' }).success).toBe(false);
    expect(CreateGigInput.safeParse({ title: 'Fix \u0000 sink' }).error?.issues[0]?.path).toEqual(['title']);
    expect(CreateGigInput.safeParse({ city: '\udc00' }).success).toBe(false);
    expect(CreateGigInput.safeParse({ title: 'Fix my sink' }).success).toBe(true);
  });
});
