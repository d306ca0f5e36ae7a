import { GIG_CATEGORIES, type GigCategory, type PricingType } from '@hirehand/shared/gigs/gig-enums';

export interface AiSuggestion {
  /** From the line marked "Title:"; null when the reply has none. */
  title: string | null;
  /** From the line marked "Description:". */
  description: string | null;
  /** The first category word the reply mentions. */
  category: GigCategory | null;
  /** "hourly"/"per hour" sets hourly pricing, "fixed"/"flat rate" fixed pricing. */
  pricing: Extract<PricingType, 'hourly' | 'fixed'> | null;
}

const lineMarked = (reply: string, label: string) => {
  const found = reply
    .split('\n')
    .find((line) => line.trim().toLowerCase().startsWith(`${label.toLowerCase()}:`));
  const value = found?.slice(found.indexOf(':') + 1).trim();
  return value ? value : null;
};

/** The wizard's own rules for the writing helper's reply (spec 3 §7), whoever wrote the reply. */
export function readAiSuggestion(reply: string): AiSuggestion {
  const lower = reply.toLowerCase();
  const category =
    GIG_CATEGORIES.filter((value) => value !== 'other')
      .map((value) => ({ value, at: lower.search(new RegExp(`\\b${value}\\b`)) }))
      .filter((found) => found.at >= 0)
      .sort((a, b) => a.at - b.at)[0]?.value ?? null;
  const pricing = /\bhourly\b|per hour/.test(lower)
    ? 'hourly'
    : /\bfixed\b|flat rate/.test(lower)
      ? 'fixed'
      : null;
  return {
    title: lineMarked(reply, 'Title'),
    description: lineMarked(reply, 'Description'),
    category,
    pricing,
  };
}
