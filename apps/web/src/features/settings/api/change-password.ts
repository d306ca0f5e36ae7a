import type { ChangePasswordInput } from '@hirehand/shared/account/account';
import { useMutation } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';

/** POST /api/account/password (signs out the other sessions). */
export const changePassword = (input: ChangePasswordInput) =>
  authFetch<{ success: true; message: string }>('/api/account/password', { method: 'POST', body: input });

export function useChangePassword() {
  return useMutation({ mutationKey: ['account', 'password'], mutationFn: changePassword });
}
