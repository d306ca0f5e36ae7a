import type { ChangePasswordInput } from '@hirehand/shared/account/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { SECURITY_ACTIVITY_QUERY_KEY } from './security-activity';

/** POST /api/account/password (signs out the other sessions). */
export const changePassword = (input: ChangePasswordInput) =>
  authFetch<{ success: true; message: string }>('/api/account/password', { method: 'POST', body: input });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'password'],
    mutationFn: changePassword,
    // The change is a new entry in the security activity.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_ACTIVITY_QUERY_KEY }),
  });
}
