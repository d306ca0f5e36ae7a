import type { HelpArticleDto, HelpArticleListDto } from '@hirehand/shared/help/help';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const HELP_QUERY_KEY = ['help'] as const;

/** GET /api/help/articles: every article by category (public). */
export const fetchHelpArticles = () => apiFetch<HelpArticleListDto>('/api/help/articles');

export function useHelpArticles() {
  return useQuery({
    queryKey: [...HELP_QUERY_KEY, 'articles'],
    queryFn: fetchHelpArticles,
    staleTime: 10 * 60_000,
  });
}

/** GET /api/help/articles/{slug}: one article, Markdown with today's prices and hours; 404 when unknown. */
export const fetchHelpArticle = (slug: string) =>
  apiFetch<HelpArticleDto>(`/api/help/articles/${encodeURIComponent(slug)}`);

export function useHelpArticle(slug: string) {
  return useQuery({
    queryKey: [...HELP_QUERY_KEY, 'article', slug],
    queryFn: () => fetchHelpArticle(slug),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
