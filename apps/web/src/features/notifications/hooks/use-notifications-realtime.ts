import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeFrames } from '@/lib/realtime/use-realtime';
import { applyPushedNotification } from '../api/notifications';

/** Notifications pushed on the tab's realtime socket go straight into the bell's cached list. */
export function useNotificationsRealtime(userId: string | undefined) {
  const queryClient = useQueryClient();
  useRealtimeFrames('notification', (frame) => {
    if (userId) applyPushedNotification(queryClient, userId, frame.notification);
  });
}
