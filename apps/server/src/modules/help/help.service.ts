import {
  HELP_CATEGORIES,
  HELP_CATEGORY_NAMES,
  type HelpArticleDto,
  type HelpArticleListDto,
  type HelpCategory,
  type HelpSearchResultDto,
} from '@hirehand/shared/help/help';
import { HELP_ERRORS } from '@hirehand/shared/help/help-errors';
import { HELP_LIMITS } from '@hirehand/shared/help/help-limits';
import type { Env } from '../../env';
import { errors } from '../../platform/errors';
import { markdownToPlainText, type RawHelpArticle, readHelpArticles } from './help-content';
import { fillPlaceholders, type HelpSettings, helpPlaceholders } from './help-placeholders';
import { buildHelpIndex, excerptOf, type HelpIndex, searchIndex } from './help-search';

interface HelpCentre {
  articles: HelpArticleDto[];
  bySlug: Map<string, HelpArticleDto & { text: string }>;
  index: HelpIndex;
}

let rawArticles: RawHelpArticle[] | undefined;
const centres = new Map<string, HelpCentre>();

/** What the help centre reads of the context: the settings its figures depend on. */
export interface HelpContext {
  env: Pick<Env, 'SUPPORT_EMAIL' | 'JOB_POST_PRICE_CENTS'>;
}

const settingsOf = (ctx: HelpContext): HelpSettings => ({
  supportEmail: ctx.env.SUPPORT_EMAIL,
  jobPostPriceCents: ctx.env.JOB_POST_PRICE_CENTS,
});

/** The articles with this configuration's figures filled in, and their index: built once. */
function buildHelpCentre(settings: HelpSettings): HelpCentre {
  rawArticles ??= readHelpArticles();
  const values = helpPlaceholders(settings);
  const articles = rawArticles.map((raw): HelpArticleDto => {
    const fill = (text: string) => fillPlaceholders(text, values, raw.slug);
    return {
      slug: raw.slug,
      title: fill(raw.title),
      category: raw.category,
      category_name: HELP_CATEGORY_NAMES[raw.category],
      summary: fill(raw.summary),
      body: fill(raw.body),
      updated: raw.updated,
    };
  });
  const bySlug = new Map(
    articles.map((article) => [article.slug, { ...article, text: markdownToPlainText(article.body) }]),
  );
  const index = buildHelpIndex(
    [...bySlug.values()].map((article) => ({
      slug: article.slug,
      title: article.title,
      category: article.category,
      summary: article.summary,
      keywords: (rawArticles!.find((raw) => raw.slug === article.slug)?.keywords ?? []).join(' '),
      text: article.text,
    })),
  );
  return { articles, bySlug, index };
}

function helpCentreOf(ctx: HelpContext): HelpCentre {
  const settings = settingsOf(ctx);
  const key = JSON.stringify(settings);
  let centre = centres.get(key);
  if (!centre) {
    centre = buildHelpCentre(settings);
    centres.set(key, centre);
  }
  return centre;
}

/** Reads the articles and builds the index now (at start-up), so a bad article stops the server. */
export function loadHelpCentre(ctx: HelpContext): { articles: number } {
  return { articles: helpCentreOf(ctx).articles.length };
}

/** Every article, grouped by category in HELP_CATEGORIES order, by title within each. */
export function helpArticles(ctx: HelpContext): HelpArticleListDto {
  const { articles } = helpCentreOf(ctx);
  return {
    categories: HELP_CATEGORIES.map((category) => ({
      category,
      name: HELP_CATEGORY_NAMES[category],
      articles: articles
        .filter((article) => article.category === category)
        .sort((a, b) => a.title.localeCompare(b.title, 'en-CA'))
        .map(({ slug, title, summary }) => ({ slug, title, category, summary })),
    })),
  };
}

/** One article by its slug; 404 `help.article_not_found` for any other. */
export function helpArticle(ctx: HelpContext, slug: string): HelpArticleDto {
  const article = helpCentreOf(ctx).bySlug.get(slug);
  if (!article) throw errors.notFound(HELP_ERRORS.articleNotFound);
  const { text: _text, ...dto } = article;
  return dto;
}

/**
 * The articles that answer a question, best first, each with a short plain-text passage that
 * matched (what the support chat quotes and links as /help/{slug}).
 */
export function searchHelp(
  ctx: HelpContext,
  query: string,
  options: { limit?: number; category?: HelpCategory } = {},
): HelpSearchResultDto[] {
  const centre = helpCentreOf(ctx);
  const limit = Math.min(options.limit ?? 5, HELP_LIMITS.results);
  const results = searchIndex(centre.index, query.slice(0, HELP_LIMITS.query), {
    category: options.category,
    categoryOf: (slug) => centre.bySlug.get(slug)?.category,
  });
  return results.slice(0, limit).map((result) => {
    const article = centre.bySlug.get(String(result.id))!;
    return {
      slug: article.slug,
      title: article.title,
      category: article.category,
      summary: article.summary,
      excerpt: excerptOf(article.text, [...result.terms, ...result.queryTerms], article.summary),
      score: Math.round(result.score * 100) / 100,
    };
  });
}
