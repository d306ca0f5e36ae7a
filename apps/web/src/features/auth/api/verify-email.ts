import type { EmailVerifiedDto } from '@hirehand/shared/auth/verification';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { getSession, updateStoredUser } from '@/lib/session/session';

/** POST /api/auth/verify-email. */
export const verifyEmail = (email: string, verification_code: string) =>
  apiFetch<EmailVerifiedDto>('/api/auth/verify-email', {
    method: 'POST',
    body: { email, verification_code },
  });

/**
 * Verifies a code (typed, or from the e-mail's link). A stored session of that same user then holds
 * the verified user the server returns; a link opened where someone else is signed in leaves their
 * session alone.
 */
export function useVerifyEmail() {
  return useMutation({
    mutationKey: ['auth', 'verify-email'],
    mutationFn: ({ email, code }: { email: string; code: string }) => verifyEmail(email, code),
    onSuccess: (result) => {
      if (result.user && getSession()?.user.id === result.user.id) updateStoredUser(result.user);
    },
  });
}
