import type { InvitationAcceptedDto } from '@hirehand/shared/business/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';

/** POST /api/business/team/invitations/accept: the signed-in account with the invited address joins. */
export const acceptInvitation = (token: string) =>
  authFetch<InvitationAcceptedDto>('/api/business/team/invitations/accept', {
    method: 'POST',
    body: { token },
  });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', 'accept'],
    mutationFn: acceptInvitation,
    // ['team'] is team.ts's TEAM_QUERY_KEY, written out: the accept page does not carry the modal's API.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
