import {
  NOTIFICATIONS_POLL_MS,
  type NotificationDto,
  type NotificationListDto,
} from '@hirehand/shared/notifications/notifications';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_QUERY_KEY } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

const listKey = (userId: string) => [...NOTIFICATIONS_QUERY_KEY, userId] as const;

/** GET /api/notifications: the caller's notifications, newest first, and the unread count. */
export const fetchNotifications = () => authFetch<NotificationListDto>('/api/notifications');

/**
 * The signed-in user's notifications, polled every 30 s and refreshed when the window
 * regains focus; the realtime socket also pushes new ones (applyPushedNotification).
 */
export function useNotifications(userId: string | null) {
  return useQuery({
    queryKey: listKey(userId ?? ''),
    queryFn: fetchNotifications,
    enabled: Boolean(userId),
    refetchInterval: userId ? NOTIFICATIONS_POLL_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
}

/**
 * A notification pushed over the realtime socket: it goes to the top of the bell's cached list
 * at once (the poll stays as the fallback). Without a cached list, the list is fetched.
 */
export function applyPushedNotification(
  queryClient: QueryClient,
  userId: string,
  notification: NotificationDto,
) {
  const key = listKey(userId);
  const cached = queryClient.getQueryData<NotificationListDto>(key);
  if (!cached) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  if (cached.notifications.some((item) => item.id === notification.id)) return;
  queryClient.setQueryData<NotificationListDto>(key, {
    notifications: [notification, ...cached.notifications],
    unread_count: cached.unread_count + (notification.read ? 0 : 1),
  });
}

/** POST /api/notifications/{id}/read → 204. */
export const markNotificationRead = (id: string) =>
  authFetch<void>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });

/** POST /api/notifications/read-all → 204. */
export const markAllNotificationsRead = () =>
  authFetch<void>('/api/notifications/read-all', { method: 'POST' });

/** Marks one (id) or every (null) notification read, optimistically, then refetches. */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  const key = listKey(userId);
  return useMutation({
    mutationFn: (id: string | null) => (id ? markNotificationRead(id) : markAllNotificationsRead()),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationListDto>(key);
      if (previous) {
        const notifications = previous.notifications.map((item) =>
          id === null || item.id === id ? { ...item, read: true } : item,
        );
        queryClient.setQueryData<NotificationListDto>(key, {
          notifications,
          unread_count:
            id === null
              ? 0
              : Math.max(
                  0,
                  previous.unread_count -
                    (previous.notifications.some((n) => n.id === id && !n.read) ? 1 : 0),
                ),
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
