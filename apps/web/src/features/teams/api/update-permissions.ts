import type { TeamMemberDto, TeamPermissionsInput } from '@hirehand/shared/business/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { TEAM_QUERY_KEY } from './team';

export interface UpdatePermissionsVariables {
  memberId: string;
  input: TeamPermissionsInput;
}

/** PUT /api/business/team/{memberId}/permissions: a member's role, and their permissions if chosen. */
export const updatePermissions = ({ memberId, input }: UpdatePermissionsVariables) =>
  authFetch<TeamMemberDto>(`/api/business/team/${encodeURIComponent(memberId)}/permissions`, {
    method: 'PUT',
    body: input,
  });

export function useUpdatePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', 'permissions'],
    mutationFn: updatePermissions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
