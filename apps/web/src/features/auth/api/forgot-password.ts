import type { ResetCodeSentDto } from '@hirehand/shared/auth/verification';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/forgot-password: same answer for unknown e-mails, and never the code. */
export const forgotPassword = (email: string) =>
  apiFetch<ResetCodeSentDto>('/api/auth/forgot-password', { method: 'POST', body: { email } });

export function useForgotPassword() {
  return useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: forgotPassword });
}
