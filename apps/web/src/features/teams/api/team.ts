import type { TeamDto } from '@hirehand/shared/business/team';
import { useQuery } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { scopeQuery } from '../lib/company-scope';

/** Every team query sits under this root; a team change invalidates it. */
export const TEAM_QUERY_KEY = ['team'] as const;

export const teamKey = (companyId: string | undefined) =>
  [...TEAM_QUERY_KEY, 'members', companyId ?? 'own'] as const;

/** GET /api/business/team[?company_id=]: the members, pending invitations and the caller's own role. */
export const fetchTeam = (companyId: string | undefined) =>
  authFetch<TeamDto>(`/api/business/team${scopeQuery(companyId)}`);

export function useTeam(companyId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: teamKey(companyId),
    queryFn: () => fetchTeam(companyId),
    enabled,
    // A refusal (not a business account, not a member) is an answer, not a failure to retry.
    retry: false,
  });
}
