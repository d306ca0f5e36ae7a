import type { AuthResultDto, LoginInput, RegisterInput } from '@hirehand/shared/auth/auth';
import type { ResetCodeSentDto } from '@hirehand/shared/auth/verification';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/login -> access_token and user. */
export const login = (input: LoginInput) =>
  apiFetch<AuthResultDto>('/api/auth/login', { method: 'POST', body: input });

/** POST /api/auth/register-enhanced -> access_token and user. */
export const registerAccount = (input: RegisterInput) =>
  apiFetch<AuthResultDto>('/api/auth/register-enhanced', { method: 'POST', body: input });

/** POST /api/auth/forgot-password: same answer for unknown e-mails, and never the code. */
export const forgotPassword = (email: string) =>
  apiFetch<ResetCodeSentDto>('/api/auth/forgot-password', { method: 'POST', body: { email } });

/** POST /api/auth/reset-password. */
export const resetPassword = (email: string, code: string, new_password: string) =>
  apiFetch<{ success: boolean; message: string }>('/api/auth/reset-password', {
    method: 'POST',
    body: { email, code, new_password },
  });
