import type { NotificationListDto } from '@hirehand/shared/notifications/notifications';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyPushedNotification } from './notifications';

const notification = {
  id: 'n1',
  kind: 'application.received' as const,
  title: 'New application',
  body: 'Maya applied',
  link: '/dashboard',
  read: false,
  created_at: '2026-05-04T12:00:00.000Z',
};

describe('applyPushedNotification', () => {
  it("puts a pushed notification at the top of the bell's list with one more unread, once", () => {
    const queryClient = new QueryClient();
    const key = ['notifications', 'me'];
    queryClient.setQueryData<NotificationListDto>(key, { notifications: [], unread_count: 2 });
    applyPushedNotification(queryClient, 'me', notification);
    applyPushedNotification(queryClient, 'me', notification);
    expect(queryClient.getQueryData(key)).toEqual({ notifications: [notification], unread_count: 3 });
  });
});
