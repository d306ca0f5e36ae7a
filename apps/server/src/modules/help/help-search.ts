import type { HelpCategory } from '@hirehand/shared/help/help';
import MiniSearch, { type SearchResult } from 'minisearch';

/** A document of the index: an article with its placeholders filled, and its body as plain text. */
export interface HelpDocument {
  slug: string;
  title: string;
  category: HelpCategory;
  summary: string;
  keywords: string;
  text: string;
}

/** Words that say nothing about which article fits ("how do I ..."), left out of the index and queries. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from had has have how i if in into is it its me my ' +
    'no not of on or our so than that the their them then there these they this to was we were what ' +
    'when where which who why will with you your yours'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower-case words, without stop words; shared by the index, the queries and the excerpt. */
export function helpTerms(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter((term) => !STOP_WORDS.has(term));
}

/**
 * The help centre's full-text index (decision 035): MiniSearch in memory, built once per
 * configuration. Title first, then keywords and summary, then the body; a little fuzziness for
 * typos ("pasword") and prefixes for word forms ("attach" finds "attachments").
 */
export function buildHelpIndex(documents: readonly HelpDocument[]) {
  const index = new MiniSearch<HelpDocument>({
    idField: 'slug',
    fields: ['title', 'keywords', 'summary', 'text'],
    storeFields: ['slug'],
    tokenize: (text) => text.match(WORD) ?? [],
    processTerm: (term) => {
      const lower = term.toLowerCase();
      return STOP_WORDS.has(lower) ? null : lower;
    },
    searchOptions: {
      boost: { title: 3, keywords: 2.5, summary: 1.5, text: 1 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(documents);
  return index;
}

export type HelpIndex = ReturnType<typeof buildHelpIndex>;

export function searchIndex(
  index: HelpIndex,
  query: string,
  options: { category?: HelpCategory; categoryOf: (slug: string) => HelpCategory | undefined },
): SearchResult[] {
  const { category, categoryOf } = options;
  return index.search(
    query,
    category ? { filter: (result) => categoryOf(String(result.id)) === category } : {},
  );
}

const EXCERPT_MAX = 280;
const EXCERPT_SHORT = 100;

/**
 * The passage of an article's text that matched: the sentence holding the most of the matched
 * words (the one after it too when it is short), as plain text; the summary when none holds one.
 */
export function excerptOf(text: string, matchedTerms: readonly string[], fallback: string): string {
  const sentences = text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const wanted = new Set(matchedTerms.map((term) => term.toLowerCase()));
  let best = -1;
  let bestHits = 0;
  // A heading (no closing punctuation) is not quoted alone: the sentences under it say more.
  const quotable = (sentence: string) => /[.!?:;)]$/.test(sentence);
  sentences.forEach((sentence, at) => {
    if (!quotable(sentence)) return;
    const hits = new Set(helpTerms(sentence).filter((term) => wanted.has(term))).size;
    if (hits > bestHits) {
      best = at;
      bestHits = hits;
    }
  });
  if (best < 0) return fallback;
  let excerpt = sentences[best]!;
  const next = sentences[best + 1];
  if (excerpt.length < EXCERPT_SHORT && next && quotable(next)) excerpt = `${excerpt} ${next}`;
  return excerpt.length > EXCERPT_MAX ? `${excerpt.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : excerpt;
}
