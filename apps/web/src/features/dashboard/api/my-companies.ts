import type { MyCompaniesDto } from '@hirehand/shared/business/company';
import { useQuery } from '@tanstack/react-query';
import { MY_COMPANIES_QUERY_KEY } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

/** GET /api/business/companies: the companies the caller owns or belongs to, owned first. */
export const fetchMyCompanies = () => authFetch<MyCompaniesDto>('/api/business/companies');

/** Only people who can own or join a company ask; a worker who joined a team asks too. */
export function useMyCompanies(enabled = true) {
  return useQuery({
    queryKey: MY_COMPANIES_QUERY_KEY,
    queryFn: fetchMyCompanies,
    enabled,
    staleTime: 60_000,
  });
}
