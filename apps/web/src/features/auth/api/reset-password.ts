import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/reset-password. */
export const resetPassword = (email: string, code: string, new_password: string) =>
  apiFetch<{ success: boolean; message: string }>('/api/auth/reset-password', {
    method: 'POST',
    body: { email, code, new_password },
  });

export interface ResetPasswordInput {
  email: string;
  /** The 6-digit code from the e-mail. */
  code: string;
  newPassword: string;
}

export function useResetPassword() {
  return useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: ({ email, code, newPassword }: ResetPasswordInput) => resetPassword(email, code, newPassword),
  });
}
