import type { TeamActivityListDto } from '@hirehand/shared/business/team';
import { useQuery } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { scopeQuery } from '../lib/company-scope';
import { TEAM_QUERY_KEY } from './team';

/** GET /api/business/team/activity: the team's audit trail (owner and can_manage_team). */
export const fetchTeamActivity = (companyId: string | undefined) =>
  authFetch<TeamActivityListDto>(`/api/business/team/activity${scopeQuery(companyId)}`);

export function useTeamActivity(companyId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...TEAM_QUERY_KEY, 'activity', companyId ?? 'own'],
    queryFn: () => fetchTeamActivity(companyId),
    enabled,
    retry: false,
  });
}
