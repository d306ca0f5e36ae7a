import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { scopeQuery } from '../lib/company-scope';
import { TEAM_QUERY_KEY } from './team';

export interface CancelInvitationVariables {
  invitationId: string;
  companyId?: string;
}

/** DELETE /api/business/team/invitations/{id}: the link stops working. */
export const cancelInvitation = ({ invitationId, companyId }: CancelInvitationVariables) =>
  authFetch<unknown>(
    `/api/business/team/invitations/${encodeURIComponent(invitationId)}${scopeQuery(companyId)}`,
    {
      method: 'DELETE',
    },
  );

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', 'cancel-invitation'],
    mutationFn: cancelInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
