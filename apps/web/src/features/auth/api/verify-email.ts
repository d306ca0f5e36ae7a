import type { EmailVerifiedDto } from '@hirehand/shared/auth/verification';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateStoredUser } from '@/lib/session/session';

/** POST /api/auth/verify-email. */
export const verifyEmail = (email: string, verification_code: string) =>
  apiFetch<EmailVerifiedDto>('/api/auth/verify-email', {
    method: 'POST',
    body: { email, verification_code },
  });

/** Verifies a typed code; the stored session then holds the verified user the server returns. */
export function useVerifyEmail() {
  return useMutation({
    mutationKey: ['auth', 'verify-email'],
    mutationFn: ({ email, code }: { email: string; code: string }) => verifyEmail(email, code),
    onSuccess: (result) => {
      if (result.user) updateStoredUser(result.user);
    },
  });
}
