import { REALTIME_CLOSE } from '@hirehand/shared/realtime/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/lib/realtime/realtime';
import { catchUp } from '../api/messages';
import { conversationsKey } from '../api/messaging-keys';
import { playMessageSound, showDesktopNotification } from '../lib/message-alert';
import { handleServerEvent, MESSAGING_FRAMES } from '../lib/realtime-events';
import { resetRealtimeStore, viewedConversation } from '../lib/realtime-store';

const hasFocus = () =>
  typeof document !== 'undefined' && document.visibilityState === 'visible' && document.hasFocus();

/**
 * Messaging's part of the tab's realtime socket while someone is signed in: new messages,
 * receipts, typing and presence go to the caches and stores, so the header badge and open threads
 * stay live. A reopened socket catches up the cached threads and the list. Mount once (app/ does,
 * beside the connection).
 */
export function useMessagingRealtime(userId: string | undefined) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const context = {
      queryClient,
      userId,
      send: realtime.send,
      seenConversation: () => (hasFocus() ? viewedConversation() : null),
      alert: ({ title, content, tag }: { title: string; content: string; tag: string }) => {
        showDesktopNotification(title, content, tag);
        playMessageSound();
      },
    };
    const stops = [
      ...MESSAGING_FRAMES.map((type) =>
        realtime.subscribe(type, (frame) => handleServerEvent(frame, context)),
      ),
      realtime.onOpen(({ reconnect }) => {
        // Whatever arrived while the socket was down: catch up the cached threads and the list.
        if (reconnect) void catchUp(queryClient, userId);
      }),
      realtime.onClose(({ code, opened }) => {
        // Refused before opening, or closed for a revoked session: the session may be gone. A list
        // call finds out (a 401 there signs out, which stops the connection) instead of retrying forever.
        if (!opened || code === REALTIME_CLOSE.sessionRevoked)
          void queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      resetRealtimeStore();
    };
  }, [userId, queryClient]);
}
