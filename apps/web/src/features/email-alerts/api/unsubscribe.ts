import { MATCH_EMAIL_PATHS, type UnsubscribeResultDto } from '@hirehand/shared/matching/match-emails';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/match-emails/unsubscribe?token=…: stops what the e-mail's signed token names. */
export function unsubscribe(token: string): Promise<UnsubscribeResultDto> {
  return apiFetch<UnsubscribeResultDto>(
    `${MATCH_EMAIL_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
    {
      method: 'POST',
      body: {},
    },
  );
}

export function useUnsubscribe() {
  return useMutation({ mutationKey: ['match-emails', 'unsubscribe'], mutationFn: unsubscribe });
}
