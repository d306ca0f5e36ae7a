import type { CodeSentDto } from '@hirehand/shared/auth/verification';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/auth/send-verification: the code goes by e-mail; `expires_in` is its lifetime.
 * Only a development server (loopback) adds mock_response.mock_code and the dev mailbox's address.
 */
export const sendVerification = (email: string) =>
  apiFetch<CodeSentDto>('/api/auth/send-verification', { method: 'POST', body: { email } });

export function useSendVerification() {
  return useMutation({ mutationKey: ['auth', 'send-verification'], mutationFn: sendVerification });
}
