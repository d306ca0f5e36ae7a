import type { MyCompaniesDto } from '@hirehand/shared/business/company';
import { useQuery } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { TEAM_QUERY_KEY } from './team';

export const MY_COMPANIES_QUERY_KEY = [...TEAM_QUERY_KEY, 'companies'] as const;

/** GET /api/business/companies: the companies the caller owns or belongs to, owned first. */
export const fetchMyCompanies = () => authFetch<MyCompaniesDto>('/api/business/companies');

export function useMyCompanies(enabled: boolean) {
  return useQuery({ queryKey: MY_COMPANIES_QUERY_KEY, queryFn: fetchMyCompanies, enabled, retry: false });
}
