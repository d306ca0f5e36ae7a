import type { MyCompaniesDto } from '@hirehand/shared/business/company';
import { useQuery } from '@tanstack/react-query';
import type { Session } from '@/lib/session/session';
import { authFetch } from '@/lib/session/session';

/**
 * Whether a worker belongs to a company whose analytics they may view (GET /api/business/companies,
 * `can_view_analytics`): the work menu then offers Business Intelligence. Employers and companies
 * have it anyway, so they are not asked. The same key as the dashboard modal's list, which reuses it.
 */
export function useAnalyticsMembership(session: Session): boolean {
  const query = useQuery({
    queryKey: ['business', 'companies'],
    queryFn: () => authFetch<MyCompaniesDto>('/api/business/companies'),
    enabled: session.user.user_type === 'worker',
    staleTime: 5 * 60_000,
    retry: false,
  });
  return (query.data?.companies ?? []).some((company) => company.permissions.includes('can_view_analytics'));
}
