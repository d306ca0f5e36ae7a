import type { HelpCategory } from '@hirehand/shared/help/help';
import { SUPPORT_CHAT_LIMITS } from '@hirehand/shared/support/support-chat';
import { SUPPORT_TEXTS as T } from './support-texts';

/**
 * The support chat's built-in answer (decision 037): pure, so every wording is unit-tested. The
 * service gathers the facts (help search results, open jobs) and this decides what to say.
 */

/** What a message asks for. A job search carries the words to search the board with (maybe none). */
export type SupportIntent =
  | { kind: 'human' }
  | { kind: 'greeting' }
  | { kind: 'job_search'; term: string | null }
  | { kind: 'question' };

const HUMAN =
  /\b(?:talk|speak|chat)\s+(?:to|with)\s+(?:a\s+|an\s+|some\s+)?(?:human|person|agent|someone|somebody|staff|people)\b|\breal\s+(?:person|human)\b|\brepresentative\b|\bcontact\s+support\b|\bhuman\s+support\b|\blive\s+(?:agent|support)\b|\bcustomer\s+service\b/i;

const GREETING =
  /^(?:(?:hi|hello|hey|hiya|howdy|bonjour|good\s+(?:morning|afternoon|evening))(?:\s+there)?|help|help\s+me|i\s+need\s+help|can\s+you\s+help(?:\s+me)?)[\s!.,?]*$/i;

const JOB_NOUN = '(?:jobs?|gigs?|shifts?|openings?|vacanc(?:y|ies)|work)';
/** "work" alone is too common ("the map does not work"): a job search only in these phrases. */
const JOB_WORDS =
  /\b(?:jobs?|gigs?|shifts?|openings?|vacanc(?:y|ies))\b|\b(?:find|finding|look(?:ing)?\s+for|search(?:ing)?\s+for)\s+(?:\S+\s+)?work\b|\bwork\s+(?:near\s+me|nearby)\b/i;
/** Cues that the person wants the board searched, not a how-to answered. */
const SEARCH_CUE =
  /\b(?:find|finding|search(?:ing)?\s+for|look(?:ing)?\s+for|show\s+me|any|are\s+there|list|get\s+me)\b|\bnear\s+me\b|\bnearby\b|\baround\s+(?:me|here)\b/i;
/** How-to questions about jobs (applying, posting) belong to the help centre. */
const HOW_TO =
  /^\s*(?:how|why|can\s+i|do\s+i|does|should|what\s+(?:is|are|does))\b|\b(?:post|posting|apply|applying|applied|application|cancel|delete|edit|board)\b/i;
/** The words between the cue and the job noun: "find [painting] jobs", "any [plumbing] gigs". */
const TERM = new RegExp(
  String.raw`\b(?:find|search\s+for|look(?:ing)?\s+for|show\s+me|any|are\s+there(?:\s+any)?|list|get\s+me)\s+(?:me\s+)?(?:some\s+|any\s+|open\s+|new\s+)?(.+?)\s+${JOB_NOUN}\b`,
  'i',
);
const FILLER = new Set(['a', 'an', 'the', 'some', 'any', 'open', 'new', 'good', 'local', 'available', 'me']);

export function supportIntentOf(message: string): SupportIntent {
  const text = message.trim();
  if (HUMAN.test(text)) return { kind: 'human' };
  if (GREETING.test(text)) return { kind: 'greeting' };
  if (JOB_WORDS.test(text) && SEARCH_CUE.test(text) && !HOW_TO.test(text)) {
    return { kind: 'job_search', term: searchTermOf(text) };
  }
  return { kind: 'question' };
}

/** The kind of work named before the job noun, without filler words; null when none. */
export function searchTermOf(message: string): string | null {
  const match = TERM.exec(message);
  if (!match?.[1]) return null;
  const words = match[1]
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((word) => word && !FILLER.has(word));
  return words.length ? words.join(' ') : null;
}

/** The board's address for a search (the home page's work section). */
export const boardUrlOf = (term: string | null) =>
  term ? `/?searchTerm=${encodeURIComponent(term)}#work` : '/#work';

/**
 * A help-search score an answer must reach to be quoted, calibrated on the 34 articles
 * (2026-11-27): questions an article answers scored 18 ("can I pay with bitcoin", "someone is
 * scamming me") to 287; off-topic ones found nothing ("what is the capital of France") or a stray
 * word: "tell me a joke" 10, "who won the hockey game" 12. support-chat.test.ts checks that every
 * suggestion the widget offers clears it.
 */
export const ANSWER_SCORE_MIN = 15;
/** Below this a result shares a stray word with the question at most ("my cat is sick": 1.4): not worth a link. */
export const NEAR_MISS_MIN = 5;
/** Other results are linked beside the best only when they score at least this share of it. */
const RELATED_SHARE = 0.35;

export interface HelpHit {
  slug: string;
  title: string;
  excerpt: string;
  score: number;
}

export interface SupportArticle {
  slug: string;
  title: string;
  url: string;
  excerpt: string;
}

export interface SupportAnswer {
  response: string;
  suggestions: string[];
  escalation: boolean;
  articles: SupportArticle[];
}

const articleOf = (hit: HelpHit): SupportArticle => ({
  slug: hit.slug,
  title: hit.title,
  url: `/help/${hit.slug}`,
  excerpt: hit.excerpt,
});

const cap = <T>(items: readonly T[], max: number) => [...new Set(items)].slice(0, max);

export function humanAnswer(): SupportAnswer {
  return { response: T.human, suggestions: [...T.humanSuggestions], escalation: true, articles: [] };
}

export function greetingAnswer(category: HelpCategory, name: string | null): SupportAnswer {
  return {
    response: T.greeting(name),
    suggestions: [...T.categorySuggestions[category]],
    escalation: false,
    articles: [],
  };
}

/** A question, answered from the help centre's results (best first), or escalated when none fits. */
export function helpAnswer(category: HelpCategory, hits: readonly HelpHit[]): SupportAnswer {
  const best = hits[0];
  if (!best || best.score < ANSWER_SCORE_MIN) {
    const nearMisses = hits.filter((hit) => hit.score >= NEAR_MISS_MIN);
    return {
      response: nearMisses.length ? `${T.notFound} ${T.nearMisses}` : T.notFound,
      suggestions: cap(T.categorySuggestions[category], SUPPORT_CHAT_LIMITS.suggestionsMax),
      escalation: true,
      articles: nearMisses.slice(0, SUPPORT_CHAT_LIMITS.articlesMax).map(articleOf),
    };
  }
  const related = hits.filter((hit) => hit.score >= best.score * RELATED_SHARE);
  const articles = related.slice(0, SUPPORT_CHAT_LIMITS.articlesMax).map(articleOf);
  // The other results' titles are questions the help centre can answer next.
  const followUps = related.slice(1).map((hit) => hit.title);
  return {
    response: `${T.fromArticle(best.title, best.excerpt)} ${T.readMore}`,
    suggestions: cap([...followUps, ...T.categorySuggestions[category]], SUPPORT_CHAT_LIMITS.suggestionsMax),
    escalation: false,
    articles,
  };
}

/**
 * A job search, answered from the board: `count` open jobs found (`atLeast` when the search
 * stopped counting), `shown` of them listed. `what` names the work searched for, if any.
 */
export function jobSearchAnswer(found: {
  what: string | null;
  near: string | null;
  count: number;
  atLeast: boolean;
  shown: number;
}): Pick<SupportAnswer, 'response' | 'suggestions'> {
  const what = found.what ? `${found.what} ` : '';
  if (found.count === 0) {
    return { response: T.noJobs(what, found.near), suggestions: [...T.widenSuggestions] };
  }
  const more = found.atLeast || found.count > found.shown ? T.firstJobs(found.shown) : T.jobsBelow;
  return {
    response: `${T.jobsFound(found.count, found.atLeast, what, found.near)} ${more}`,
    suggestions: [...T.jobSuggestions],
  };
}
