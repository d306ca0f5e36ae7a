import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { scopeQuery } from '../lib/company-scope';
import { TEAM_QUERY_KEY } from './team';

export interface RemoveMemberVariables {
  memberId: string;
  companyId?: string;
}

/** DELETE /api/business/team/{memberId}: their open postings go to the owner first (decision 042). */
export const removeMember = ({ memberId, companyId }: RemoveMemberVariables) =>
  authFetch<unknown>(`/api/business/team/${encodeURIComponent(memberId)}${scopeQuery(companyId)}`, {
    method: 'DELETE',
  });

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', 'remove'],
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
