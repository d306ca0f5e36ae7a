import { GIG_CATEGORIES, type GigCategory, type PricingType } from '../gigs/gig-enums';

/** What the wizard takes from the writing helper's reply (spec 3 §7). */
export interface AiSuggestion {
  /** From the line marked "Title:"; null when the reply has none. */
  title: string | null;
  /** From the line marked "Description:". */
  description: string | null;
  /** The category of the line marked "Category:"; without one, the first category word the reply mentions. */
  category: GigCategory | null;
  /**
   * The pricing of the line marked "Pricing:"; without one, "hourly"/"per hour" anywhere sets
   * hourly pricing, "fixed"/"flat rate" fixed pricing.
   */
  pricing: Extract<PricingType, 'hourly' | 'fixed'> | null;
}

const NAMED_CATEGORIES = GIG_CATEGORIES.filter((value) => value !== 'other');
const HOURLY = /\bhourly\b|per hour/;
const FIXED = /\bfixed\b|flat rate/;

const lineMarked = (reply: string, label: string) => {
  const found = reply
    .split('\n')
    .find((line) => line.trim().toLowerCase().startsWith(`${label.toLowerCase()}:`));
  const value = found?.slice(found.indexOf(':') + 1).trim();
  return value ? value : null;
};

/** The category word that comes first in the text ("other" counts only in a marked line). */
function firstCategory(text: string, marked: boolean): GigCategory | null {
  const lower = text.toLowerCase();
  return (
    (marked ? GIG_CATEGORIES : NAMED_CATEGORIES)
      .map((value) => ({ value, at: lower.search(new RegExp(`\\b${value}\\b`)) }))
      .filter((found) => found.at >= 0)
      .sort((a, b) => a.at - b.at)[0]?.value ?? null
  );
}

/** In a marked line, the pricing word that comes first; in free text, hourly before fixed. */
function pricingOf(text: string, marked: boolean): AiSuggestion['pricing'] {
  const lower = text.toLowerCase();
  const hourly = lower.search(HOURLY);
  const fixed = lower.search(FIXED);
  if (hourly < 0 && fixed < 0) return null;
  if (!marked) return hourly >= 0 ? 'hourly' : 'fixed';
  if (hourly < 0) return 'fixed';
  if (fixed < 0) return 'hourly';
  return hourly < fixed ? 'hourly' : 'fixed';
}

/**
 * The wizard's rules for the writing helper's reply, whoever wrote it (spec 3 §7): the server's
 * tests read the built-in writer's output with this same function. A reply's own "Category:" and
 * "Pricing:" lines win over words elsewhere (a handyman job whose description mentions painting
 * stays handyman); a model's free text without those lines falls back to the spec's first-word
 * rules.
 */
export function readAiSuggestion(reply: string): AiSuggestion {
  const categoryLine = lineMarked(reply, 'Category');
  const pricingLine = lineMarked(reply, 'Pricing');
  const category = (categoryLine ? firstCategory(categoryLine, true) : null) ?? firstCategory(reply, false);
  const pricing = (pricingLine ? pricingOf(pricingLine, true) : null) ?? pricingOf(reply, false);
  return {
    title: lineMarked(reply, 'Title'),
    description: lineMarked(reply, 'Description'),
    category,
    pricing,
  };
}
