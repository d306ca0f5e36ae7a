import type { ContactInput, ContactResultDto } from '@hirehand/shared/contact/contact';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/contact: 201 with the text to show; 422 field errors; 429 when sent too often. */
export function sendContactMessage(input: ContactInput): Promise<ContactResultDto> {
  return apiFetch<ContactResultDto>('/api/contact', { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationKey: ['contact', 'send'], mutationFn: sendContactMessage });
}
