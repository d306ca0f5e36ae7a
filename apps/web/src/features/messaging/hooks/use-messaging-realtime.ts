import { REALTIME_CLOSE } from '@hirehand/shared/messaging/realtime';
import type { NotificationDto } from '@hirehand/shared/notifications/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Session } from '@/lib/session/session';
import { catchUp } from '../api/messages';
import { conversationsKey } from '../api/messaging-keys';
import { playMessageSound, showDesktopNotification } from '../lib/message-alert';
import { RealtimeConnection, realtimeUrl } from '../lib/realtime-connection';
import { handleServerEvent } from './realtime-events';
import {
  resetRealtimeStore,
  setConnectionState,
  setRealtimeSender,
  viewedConversation,
} from './realtime-store';

const hasFocus = () =>
  typeof document !== 'undefined' && document.visibilityState === 'visible' && document.hasFocus();

/**
 * The tab's one messaging socket while someone is signed in (spec 2 §4). The spec reconnects only
 * while the Messages modal is open; this keeps it while signed in, so the header badge and the
 * bell stay live too. Mount once (the site header does). Notifications pushed on the socket go to
 * `onNotification` (the bell's cache belongs to the notifications feature).
 */
export function useMessagingRealtime(
  session: Session | null,
  onNotification: (userId: string, notification: NotificationDto) => void,
) {
  const queryClient = useQueryClient();
  // The latest callback, without reconnecting the socket when it changes.
  const notify = useRef(onNotification);
  notify.current = onNotification;
  const token = session?.token;
  const userId = session?.user.id;

  useEffect(() => {
    if (!token || !userId || typeof WebSocket === 'undefined') return;
    const connection = new RealtimeConnection({
      url: realtimeUrl(token),
      userId,
      onState: setConnectionState,
      onEvent: (event) =>
        handleServerEvent(event, {
          queryClient,
          userId,
          send: (clientEvent) => connection.send(clientEvent),
          seenConversation: () => (hasFocus() ? viewedConversation() : null),
          alert: ({ title, content, tag }) => {
            showDesktopNotification(title, content, tag);
            playMessageSound();
          },
          onNotification: (notification) => notify.current(userId, notification),
        }),
      onOpen: ({ reconnect }) => {
        // Whatever arrived while the socket was down: catch up the cached threads and the list.
        if (reconnect) void catchUp(queryClient, userId);
      },
      onClose: ({ code, opened }) => {
        // Refused before opening, or closed for a revoked session: the session may be gone. A list
        // call finds out (a 401 there signs out, which stops this connection) instead of retrying forever.
        if (!opened || code === REALTIME_CLOSE.sessionRevoked)
          void queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
      },
    });
    setRealtimeSender((event) => connection.send(event));
    connection.start();

    const onVisibility = () =>
      connection.send({
        type: 'status_update',
        status: document.visibilityState === 'visible' ? 'online' : 'away',
        user_id: userId,
      });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      connection.stop();
      resetRealtimeStore();
    };
  }, [token, userId, queryClient]);
}
