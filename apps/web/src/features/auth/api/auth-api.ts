import type { AuthResultDto, LoginInput, RegisterInput } from '@hirehand/shared/auth/auth';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/login -> access_token and user. */
export const login = (input: LoginInput) =>
  apiFetch<AuthResultDto>('/api/auth/login', { method: 'POST', body: input });

/** POST /api/auth/register-enhanced -> access_token and user. */
export const registerAccount = (input: RegisterInput) =>
  apiFetch<AuthResultDto>('/api/auth/register-enhanced', { method: 'POST', body: input });
