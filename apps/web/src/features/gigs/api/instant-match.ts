import type { InstantMatchDto, InstantMatchInput } from '@hirehand/shared/matching/instant-match';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';

/** The Details step's instant match: POST /api/ai/instant-match (spec 3 §7), with the bearer when signed in. */
export function useInstantMatch() {
  const session = useSession();
  return useMutation({
    mutationFn: (input: InstantMatchInput) =>
      apiFetch<InstantMatchDto>('/api/ai/instant-match', { body: input, token: session?.token }),
  });
}
