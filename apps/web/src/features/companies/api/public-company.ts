import type { PublicCompanyDto } from '@hirehand/shared/business/company';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

export const publicCompanyQueryKey = (companyId: string) => ['companies', 'public', companyId] as const;

/** GET /api/companies/{id} (public): a company's page header; 404 for an unknown or malformed id. */
export const fetchPublicCompany = (companyId: string) =>
  apiFetch<PublicCompanyDto>(`/api/companies/${encodeURIComponent(companyId)}`);

export function usePublicCompany(companyId: string) {
  return useQuery({
    queryKey: publicCompanyQueryKey(companyId),
    queryFn: () => fetchPublicCompany(companyId),
    // A 404 stays a 404; only a server or network failure is worth one more try.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}
