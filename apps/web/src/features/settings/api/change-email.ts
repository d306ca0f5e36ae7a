import type { ChangeEmailInput, EmailChangedDto } from '@hirehand/shared/account/account';
import { useMutation } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';

/** POST /api/account/email; the new address gets a verification code. */
export const changeEmail = (input: ChangeEmailInput) =>
  authFetch<EmailChangedDto>('/api/account/email', { method: 'POST', body: input });

export function useChangeEmail() {
  return useMutation({ mutationKey: ['account', 'email'], mutationFn: changeEmail });
}
