import { useEffect, useRef } from 'react';
import { type Frame, type FrameType, realtime } from './realtime';

/**
 * Keeps the tab's realtime socket open while this session is signed in, and tells the server
 * when the tab is hidden (away) or shown again (online). Mount once (app/ does).
 */
export function useRealtimeConnection(token: string | undefined, userId: string | undefined) {
  useEffect(() => {
    if (!token || !userId || typeof WebSocket === 'undefined') return;
    const disconnect = realtime.connect({ token, userId });
    const onVisibility = () =>
      realtime.send({
        type: 'status_update',
        status: document.visibilityState === 'visible' ? 'online' : 'away',
        user_id: userId,
      });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      disconnect();
    };
  }, [token, userId]);
}

/** Calls the latest `handler` with every frame of this type while the component is mounted. */
export function useRealtimeFrames<T extends FrameType>(type: T, handler: (frame: Frame<T>) => void) {
  // The latest handler, without resubscribing when it changes.
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => realtime.subscribe(type, (frame) => latest.current(frame)), [type]);
}
