import type { ChangeEmailInput, EmailChangedDto } from '@hirehand/shared/account/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { SECURITY_ACTIVITY_QUERY_KEY } from './security-activity';

/** POST /api/account/email; the new address gets a verification code. */
export const changeEmail = (input: ChangeEmailInput) =>
  authFetch<EmailChangedDto>('/api/account/email', { method: 'POST', body: input });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'email'],
    mutationFn: changeEmail,
    // The change is a new entry in the security activity.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_ACTIVITY_QUERY_KEY }),
  });
}
