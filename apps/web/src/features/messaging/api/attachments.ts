import type { MessageDto } from '@hirehand/shared/messaging/messaging';
import { authRequest } from '@/lib/session/auth-request';

/** POST /api/conversations/{id}/attachments (multipart, field `file`) → 201 with the message. */
export async function uploadAttachment(conversationId: string, file: File): Promise<MessageDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await authRequest(`/api/conversations/${encodeURIComponent(conversationId)}/attachments`, {
    method: 'POST',
    body: form,
  });
  return (await response.json()) as MessageDto;
}

/** The attachment's bytes, fetched with the bearer token (a plain link could not send it). */
export async function fetchAttachment(url: string): Promise<Blob> {
  const response = await authRequest(url);
  return response.blob();
}
