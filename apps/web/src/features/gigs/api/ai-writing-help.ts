import { type AiChatDto, WRITING_SESSION_PREFIX } from '@hirehand/shared/ai/ai-chat';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';

/**
 * The Details step's AI writing helper: POST /api/ai/chat with a `gig_ai_<timestamp>` session
 * (spec 3 §7), which the server answers once, stores nothing and never counts as a monthly chat.
 */
export function useAiWritingHelp() {
  const session = useSession();
  return useMutation({
    mutationFn: (message: string) =>
      apiFetch<AiChatDto>('/api/ai/chat', {
        body: { message, session_id: `${WRITING_SESSION_PREFIX}${Date.now()}` },
        token: session?.token,
      }),
  });
}
