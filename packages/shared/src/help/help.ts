import { z } from 'zod';
import { FIELD_MESSAGES, tooLong } from '../platform/field-messages';
import { HELP_LIMITS } from './help-limits';

/**
 * The help centre's contract (issue 20): articles written in Markdown in the server's repository
 * (apps/server/content/help), listed, shown and searched by GET /api/help/* and the /help pages.
 * The support chat quotes the same search (decision 035).
 */

/** The help centre's six categories, in the order they are shown (the help assistant's areas). */
export const HELP_CATEGORIES = ['general', 'account', 'jobs', 'payments', 'technical', 'safety'] as const;
export const HelpCategory = z.enum(HELP_CATEGORIES);
export type HelpCategory = z.infer<typeof HelpCategory>;

/** The categories' names as the help-centre assistant names its areas. */
export const HELP_CATEGORY_NAMES: Record<HelpCategory, string> = {
  general: 'General Help',
  account: 'Account & Profile',
  jobs: 'Jobs & Applications',
  payments: 'Payments & Billing',
  technical: 'Technical Support',
  safety: 'Safety & Trust',
};

/** An article's address: lower-case words joined by hyphens (its file name). */
export const HELP_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An article in a list: what the help centre's index and a search result show. */
export const HelpArticleSummaryDto = z.object({
  slug: z.string(),
  title: z.string(),
  category: HelpCategory,
  summary: z.string(),
});
export type HelpArticleSummaryDto = z.infer<typeof HelpArticleSummaryDto>;

/** GET /api/help/articles: every article, grouped by category in HELP_CATEGORIES order. */
export const HelpArticleListDto = z.object({
  categories: z.array(
    z.object({
      category: HelpCategory,
      name: z.string(),
      articles: z.array(HelpArticleSummaryDto),
    }),
  ),
});
export type HelpArticleListDto = z.infer<typeof HelpArticleListDto>;

/** GET /api/help/articles/{slug}: one article, its placeholders filled. */
export const HelpArticleDto = HelpArticleSummaryDto.extend({
  category_name: z.string(),
  /** Markdown, no raw HTML; links to other articles are /help/{slug}. */
  body: z.string(),
  /** The front matter's `updated` date (YYYY-MM-DD). */
  updated: z.string(),
});
export type HelpArticleDto = z.infer<typeof HelpArticleDto>;

export const HelpArticleParams = z.object({
  slug: z.string().max(HELP_LIMITS.slug),
});

/** GET /api/help/search: a question or a few words, optionally within one category. */
export const HelpSearchQuery = z.object({
  q: z
    .string({ message: FIELD_MESSAGES.required('Search') })
    .trim()
    .min(1, FIELD_MESSAGES.required('Search'))
    .max(HELP_LIMITS.query, tooLong('Search', HELP_LIMITS.query)),
  category: HelpCategory.optional(),
  limit: z.coerce.number().int().min(1).max(HELP_LIMITS.results).default(5),
});
export type HelpSearchQuery = z.input<typeof HelpSearchQuery>;

/** One search result: the article, a short plain-text passage that matched, and its rank's score. */
export const HelpSearchResultDto = HelpArticleSummaryDto.extend({
  excerpt: z.string(),
  score: z.number(),
});
export type HelpSearchResultDto = z.infer<typeof HelpSearchResultDto>;

export const HelpSearchDto = z.object({
  query: z.string(),
  results: z.array(HelpSearchResultDto),
});
export type HelpSearchDto = z.infer<typeof HelpSearchDto>;
