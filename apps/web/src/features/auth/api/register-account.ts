import type { AuthResultDto, RegisterInput } from '@hirehand/shared/auth/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/register-enhanced -> access_token and user. */
export const registerAccount = (input: RegisterInput) =>
  apiFetch<AuthResultDto>('/api/auth/register-enhanced', { method: 'POST', body: input });

export function useRegisterAccount() {
  return useMutation({ mutationKey: ['auth', 'register'], mutationFn: registerAccount });
}
