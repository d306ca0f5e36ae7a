import type { AuthResultDto, LoginInput, RegisterInput } from '@hirehand/shared/auth/auth';
import type { UserDto } from '@hirehand/shared/profile/profile';
import { apiFetch } from '../../../lib/api-client';

export interface MockResponse {
  mock_code?: string;
}

export interface CodeSentDto {
  success: boolean;
  message: string;
  mock_response?: MockResponse;
}

export interface VerifyEmailDto {
  success: boolean;
  message: string;
  user?: UserDto;
}

/** POST /api/auth/login -> access_token and user. */
export const login = (input: LoginInput) =>
  apiFetch<AuthResultDto>('/api/auth/login', { method: 'POST', body: input });

/** POST /api/auth/register-enhanced -> access_token and user. */
export const registerAccount = (input: RegisterInput) =>
  apiFetch<AuthResultDto>('/api/auth/register-enhanced', { method: 'POST', body: input });

/** POST /api/auth/send-verification; mock_response.mock_code only while mail goes to the outbox. */
export const sendVerification = (email: string) =>
  apiFetch<CodeSentDto>('/api/auth/send-verification', { method: 'POST', body: { email } });

/** POST /api/auth/verify-email. */
export const verifyEmail = (email: string, verification_code: string) =>
  apiFetch<VerifyEmailDto>('/api/auth/verify-email', { method: 'POST', body: { email, verification_code } });

/** POST /api/auth/forgot-password (same answer for unknown e-mails). */
export const forgotPassword = (email: string) =>
  apiFetch<CodeSentDto>('/api/auth/forgot-password', { method: 'POST', body: { email } });

/** POST /api/auth/reset-password. */
export const resetPassword = (email: string, code: string, new_password: string) =>
  apiFetch<{ success: boolean; message: string }>('/api/auth/reset-password', {
    method: 'POST',
    body: { email, code, new_password },
  });
