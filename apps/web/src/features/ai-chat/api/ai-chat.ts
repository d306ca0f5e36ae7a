import type { AddSkillsDto, AiChatDto, AiChatInput } from '@hirehand/shared/ai/ai-chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PROFILE_QUERY_KEY } from '@/lib/session/my-profile';
import { authFetch, getSession } from '@/lib/session/session';

/** The optional bearer: a signed-in person's chats count on their plan; a visitor's are anonymous. */
const withSession = <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
  getSession() ? authFetch<T>(path, init) : apiFetch<T>(path, init);

/** POST /api/ai/chat: the first message starts a session, later ones pass its id. */
export const sendAiMessage = (input: AiChatInput) => withSession<AiChatDto>('/api/ai/chat', { body: input });

/** DELETE /api/ai/chat/{session_id}: closing the dialog ends the session (fire and forget). */
export function endAiSession(sessionId: string) {
  withSession<void>(`/api/ai/chat/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }).catch(
    () => undefined,
  );
}

/** POST /api/ai/chat/{session_id}/add-skills: the session's skills join the signed-in person's profile. */
export function useAddSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      authFetch<AddSkillsDto>(`/api/ai/chat/${encodeURIComponent(sessionId)}/add-skills`, {
        method: 'POST',
      }),
    // The profile (and anything keyed under it) shows the new skills.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
