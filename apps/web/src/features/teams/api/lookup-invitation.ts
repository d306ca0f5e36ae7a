import type { InvitationPreviewDto } from '@hirehand/shared/business/team';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/business/team/invitations/lookup: what the accept page shows before accepting. */
export const lookupInvitation = (token: string) =>
  apiFetch<InvitationPreviewDto>('/api/business/team/invitations/lookup', {
    method: 'POST',
    body: { token },
  });

export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: ['team', 'invitation', token],
    queryFn: () => lookupInvitation(token ?? ''),
    enabled: token !== null,
    retry: false,
  });
}
