import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { closeAiChat, currentAiChat, openAiChat, subscribeAiChat } from '@/lib/modals/ai-chat';
import { loadNamespaces } from '../i18n/i18n';

/** The dialog's code and texts load the first time it opens. */
const AiChatDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/ai-chat/components/ai-chat-dialog'),
    loadNamespaces(['ai-chat']),
  ]);
  return { default: module.AiChatDialog };
});

/** Renders the AI career discovery dialog while it is open; a `#ai-chat` address opens it too. */
export function AiChatHost() {
  const request = useSyncExternalStore(subscribeAiChat, currentAiChat, () => null);
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every visit to #ai-chat opens it
  useEffect(() => {
    if (hash === '#ai-chat') openAiChat();
  }, [hash, key]);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AiChatDialog
        key={request.id}
        open
        firstMessage={request.firstMessage}
        onOpenChange={(open) => !open && closeAiChat()}
      />
    </Suspense>
  );
}
