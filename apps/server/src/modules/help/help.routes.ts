import {
  HelpArticleDto,
  HelpArticleListDto,
  HelpArticleParams,
  HelpSearchDto,
  HelpSearchQuery,
} from '@hirehand/shared/help/help';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helpArticle, helpArticles, loadHelpCentre, searchHelp } from './help.service';

/** The help centre (public): the articles, one article, and the search over them. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { articles } = loadHelpCentre(app.ctx);
  app.log.debug({ feature: 'help', articles }, 'help centre loaded');

  app.get(
    '/help/articles',
    {
      schema: {
        tags: ['help'],
        summary: 'Every help article, grouped by category',
        response: { 200: HelpArticleListDto },
      },
    },
    () => helpArticles(app.ctx),
  );

  app.get(
    '/help/articles/:slug',
    {
      schema: {
        tags: ['help'],
        summary: 'One help article: its Markdown body with the current prices, limits and support hours',
        params: HelpArticleParams,
        response: { 200: HelpArticleDto, 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    (request) => helpArticle(app.ctx, request.params.slug),
  );

  app.get(
    '/help/search',
    {
      schema: {
        tags: ['help'],
        summary: 'Search the help articles: best first, each with the passage that matched',
        querystring: HelpSearchQuery,
        response: { 200: HelpSearchDto, 422: ValidationErrorDto },
      },
    },
    (request) => {
      const { q, category, limit } = request.query;
      return { query: q, results: searchHelp(app.ctx, q, { limit, category }) };
    },
  );
};
