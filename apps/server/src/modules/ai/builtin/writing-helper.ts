import type { GigCategory } from '@hirehand/shared/gigs/gig-enums';
import { listOf } from './career-texts';

/** What the service found in the person's request before the built-in helper writes. */
export interface WritingRequest {
  message: string;
  /** Skills found in the request (canonical names). */
  skills: readonly string[];
  category: GigCategory | null;
}

const TITLE_MAX = 100;

/** Work with a defined end reads as a fixed price; ongoing work or shifts as hourly. */
const FIXED_WORK =
  /\b(?:install\w*|replace\w*|repair\w*|fix\w*|build\w*|assembl\w*|one[- ]time|one[- ]off|single|project|renovat\w*|paint (?:a|the|my|our)|move|moving|logo|website|design)\b/i;
const HOURLY_WORK =
  /\b(?:hourly|per hour|shifts?|weekly|ongoing|part[- ]time|full[- ]time|every|regular|season\w*)\b/i;

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** The person's request as a title: its first clause, capitalised, under TITLE_MAX characters. */
function titleOf(request: WritingRequest): string {
  const lead = request.skills[0];
  const clause =
    request.message
      .replace(
        /^(?:please\s+)?(?:i|we)\s+(?:need|want|am looking for|are looking for|would like)\s+(?:someone|a|an|help)?\s*(?:to|with|for)?\s*/i,
        '',
      )
      .split(/[.!?\n]/)[0]
      ?.trim() ?? '';
  const base = clause.length >= 8 ? clause : lead ? `${lead} help needed` : 'Help needed';
  const capital = base[0]!.toUpperCase() + base.slice(1);
  if (capital.length <= TITLE_MAX) return capital;
  return `${capital.slice(0, TITLE_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

/** A job post draft, whoever wrote it. */
export interface JobPostDraft {
  title: string;
  description: string;
  category: GigCategory;
  pricing: 'hourly' | 'fixed';
}

/**
 * The draft in the lines the wizard's own rules read (spec 3 §7, `readAiSuggestion`): the
 * "Category:" and "Pricing:" lines come first, so even a reader that takes the first category or
 * pricing word anywhere finds the ones meant, not a word of the description; then "Title:" and
 * "Description:".
 */
export function formatJobPostDraft(draft: JobPostDraft): string {
  return [
    `Category: ${draft.category}`,
    draft.pricing === 'fixed'
      ? 'Pricing: fixed price (a flat rate for the job)'
      : 'Pricing: hourly (paid per hour)',
    `Title: ${draft.title}`,
    `Description: ${draft.description}`,
  ].join('\n');
}

/**
 * The built-in writing helper (spec 3 §2): a title under 100 characters and a description of
 * two to five sentences naming the skills, with a fitting category and pricing type.
 */
export function builtinJobPostDraft(request: WritingRequest): JobPostDraft {
  const fixed = FIXED_WORK.test(request.message) && !HOURLY_WORK.test(request.message);
  const sentences = [sentence(request.message)];
  if (request.skills.length > 0) {
    sentences.push(
      `The right person is comfortable with ${listOf(request.skills.slice(0, 4)).toLowerCase()}.`,
    );
  }
  sentences.push(
    fixed
      ? 'Please quote a flat rate for the whole job and say when you can start.'
      : 'Please share your hourly rate, your experience and when you are available.',
  );
  return {
    title: titleOf(request),
    description: sentences.join(' '),
    category: request.category ?? 'other',
    pricing: fixed ? 'fixed' : 'hourly',
  };
}
