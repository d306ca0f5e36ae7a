import type { AuthResultDto, LoginInput } from '@hirehand/shared/auth/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/login -> access_token and user. */
export const login = (input: LoginInput) =>
  apiFetch<AuthResultDto>('/api/auth/login', { method: 'POST', body: input });

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}
