import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { TEAM_QUERY_KEY } from './team';

/** POST /api/business/team/leave: the caller leaves a company they do not own. */
export const leaveTeam = (companyId: string) =>
  authFetch<unknown>('/api/business/team/leave', { method: 'POST', body: { company_id: companyId } });

export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', 'leave'],
    mutationFn: leaveTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
