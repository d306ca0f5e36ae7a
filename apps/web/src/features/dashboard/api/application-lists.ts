import type { ApplicationListDto, ApplicationStatus } from '@hirehand/shared/applications/applications';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY_KEY } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

/** Lists hold at most this many; the API's own maximum. */
const LIST_LIMIT = 100;

function listPath(base: string, status?: ApplicationStatus, companyId?: string) {
  const params = new URLSearchParams({ limit: String(LIST_LIMIT) });
  if (status) params.set('status', status);
  if (companyId) params.set('company_id', companyId);
  return `${base}?${params}`;
}

export const applicationKeys = {
  received: (status?: ApplicationStatus, companyId?: string) => [
    ...DASHBOARD_QUERY_KEY,
    'applications',
    'received',
    status ?? 'all',
    companyId ?? 'me',
  ],
  mine: (status?: ApplicationStatus) => [...DASHBOARD_QUERY_KEY, 'applications', 'mine', status ?? 'all'],
  ofPosting: (postingId: string, status?: ApplicationStatus) => [
    ...DASHBOARD_QUERY_KEY,
    'applications',
    'posting',
    postingId,
    status ?? 'all',
  ],
};

/**
 * GET /api/applications/received: applications to the caller's postings (with a company, to the
 * company's), priority applicants first, then newest first.
 */
export const fetchReceivedApplications = (status?: ApplicationStatus, companyId?: string) =>
  authFetch<ApplicationListDto>(listPath('/api/applications/received', status, companyId));

/** GET /api/applications/mine: the caller's own applications. */
export const fetchMyApplications = (status?: ApplicationStatus) =>
  authFetch<ApplicationListDto>(listPath('/api/applications/mine', status));

/** GET /api/gigs/{id}/applications: one posting's applications (its poster only). */
export const fetchPostingApplications = (postingId: string, status?: ApplicationStatus) =>
  authFetch<ApplicationListDto>(listPath(`/api/gigs/${encodeURIComponent(postingId)}/applications`, status));

export function useReceivedApplications(status?: ApplicationStatus, companyId?: string, enabled = true) {
  return useQuery({
    queryKey: applicationKeys.received(status, companyId),
    queryFn: () => fetchReceivedApplications(status, companyId),
    enabled,
  });
}

export function useMyApplications(status?: ApplicationStatus, enabled = true) {
  return useQuery({
    queryKey: applicationKeys.mine(status),
    queryFn: () => fetchMyApplications(status),
    enabled,
  });
}

export function usePostingApplications(postingId: string, enabled = true) {
  return useQuery({
    queryKey: applicationKeys.ofPosting(postingId),
    queryFn: () => fetchPostingApplications(postingId),
    enabled,
  });
}
