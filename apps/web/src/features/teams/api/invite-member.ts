import type { PendingInvitationDto, TeamInviteInput } from '@hirehand/shared/business/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { TEAM_QUERY_KEY } from './team';

/** POST /api/business/team/invite: e-mails an invitation (or re-sends a pending one). */
export const inviteMember = (input: TeamInviteInput) =>
  authFetch<PendingInvitationDto>('/api/business/team/invite', { method: 'POST', body: input });

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', 'invite'],
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
