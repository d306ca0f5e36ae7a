import type {
  ANALYTICS_EXPORT_VIEWS,
  AnalyticsDashboardDto,
  AnalyticsTimeframe,
  WorkerAnalyticsDto,
} from '@hirehand/shared/business/analytics';
import type { MyCompaniesDto } from '@hirehand/shared/business/company';
import { useQuery } from '@tanstack/react-query';
import { ApiError, refusalOf, textOfRefusal } from '@/lib/api-client';
import { authFetch, endStoredSession, getSession } from '@/lib/session/session';

export type AnalyticsExportView = (typeof ANALYTICS_EXPORT_VIEWS)[number];

export const BUSINESS_ANALYTICS_QUERY_KEY = ['business', 'analytics'] as const;

const query = (timeframe: AnalyticsTimeframe, companyId: string | undefined, view?: AnalyticsExportView) => {
  const params = new URLSearchParams(view ? { view } : {});
  params.set('timeframe', timeframe);
  if (companyId) params.set('company_id', companyId);
  return params.toString();
};

/** GET /api/business/companies (bearer): the companies the caller owns or belongs to. */
export function useMyCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['business', 'companies'],
    queryFn: () => authFetch<MyCompaniesDto>('/api/business/companies'),
    enabled,
  });
}

/** GET /api/business/analytics/dashboard?timeframe=&company_id= (bearer, can_view_analytics). */
export function useAnalyticsDashboard(
  timeframe: AnalyticsTimeframe,
  companyId: string | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...BUSINESS_ANALYTICS_QUERY_KEY, 'dashboard', companyId ?? null, timeframe],
    queryFn: () =>
      authFetch<AnalyticsDashboardDto>(`/api/business/analytics/dashboard?${query(timeframe, companyId)}`),
    enabled,
    retry: false,
  });
}

/** GET /api/business/analytics/workers?timeframe=&company_id= (bearer, can_view_analytics). */
export function useWorkerAnalytics(
  timeframe: AnalyticsTimeframe,
  companyId: string | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...BUSINESS_ANALYTICS_QUERY_KEY, 'workers', companyId ?? null, timeframe],
    queryFn: () =>
      authFetch<WorkerAnalyticsDto>(`/api/business/analytics/workers?${query(timeframe, companyId)}`),
    enabled,
    retry: false,
  });
}

/** The file name of a Content-Disposition header (`attachment; filename="x.csv"`), if any. */
export function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * GET /api/business/analytics/export?view=&timeframe=&company_id= (bearer, text/csv): fetched with
 * the token (a plain link could not send it), then saved from a blob under the server's file name.
 */
export async function downloadAnalyticsCsv(
  view: AnalyticsExportView,
  timeframe: AnalyticsTimeframe,
  companyId: string | undefined,
): Promise<void> {
  const token = getSession()?.token;
  const response = await fetch(`/api/business/analytics/export?${query(timeframe, companyId, view)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : undefined,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const refusal = refusalOf(body);
    const error = new ApiError(
      response.status,
      textOfRefusal(refusal.code, typeof refusal.detail === 'string' ? refusal.detail : undefined),
      {},
      refusal.code,
    );
    if (response.status === 401) endStoredSession(error);
    throw error;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download =
    fileNameOf(response.headers.get('content-disposition')) ?? `analytics-${view}-${timeframe}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; freeing it at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
