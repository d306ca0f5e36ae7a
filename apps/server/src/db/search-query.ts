/** At most this many words reach the query: enough for any real search, bounded work for the index. */
const MAX_WORDS = 8;
/** Longer "words" are cut: nothing in the dictionary is longer, and the prefix still matches. */
const MAX_WORD_LENGTH = 40;

/**
 * A prefix text-search query for `to_tsquery('english', ...)` from what a person typed:
 * every word (letters and digits only, so no tsquery operator can slip in) becomes a
 * prefix term and all must match, e.g. "Elec. panel!" -> 'elec:* & panel:*'.
 * Null when nothing searchable is left (the caller then applies no text filter).
 *
 * Use it as `search_vector @@ to_tsquery('english', hirehand_unaccent($1))`: the english
 * configuration stems each term the same way the stored `search_vector` was built, so
 * "painting" finds "painter", and both sides lose their accents, so "électricien" and
 * "electricien" are one word (decision 029).
 */
export function toPrefixTsQuery(text: string): string | null {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
  if (unique.length === 0) return null;
  return unique.map((word) => `${word}:*`).join(' & ');
}

/** At most this many alternatives reach an any-of query. */
const MAX_ALTERNATIVES = 8;

/**
 * A prefix text-search query matching any of the phrases (each phrase's words all present), e.g.
 * ["Welding", "Blueprint Reading"] -> '(weld:*) | (blueprint:* & reading:*)'. Null when nothing
 * searchable is left.
 */
export function toAnyOfTsQuery(phrases: readonly string[]): string | null {
  const alternatives = [
    ...new Set(phrases.map((phrase) => toPrefixTsQuery(phrase)).filter((q): q is string => q !== null)),
  ].slice(0, MAX_ALTERNATIVES);
  return alternatives.length === 0 ? null : alternatives.map((q) => `(${q})`).join(' | ');
}
