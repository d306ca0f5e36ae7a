import type { NewsletterInput, NewsletterResultDto } from '@hirehand/shared/newsletter/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/newsletter: idempotent; the same answer whether or not the address was on the list. */
export function subscribeToNewsletter(input: NewsletterInput): Promise<NewsletterResultDto> {
  return apiFetch<NewsletterResultDto>('/api/newsletter', { method: 'POST', body: input });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationKey: ['newsletter', 'subscribe'], mutationFn: subscribeToNewsletter });
}
