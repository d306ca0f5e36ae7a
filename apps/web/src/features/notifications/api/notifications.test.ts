import type { NotificationListDto } from '@hirehand/shared/notifications/notifications';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sampleNotification as notification } from '../testing/sample-notification';
import { applyPushedNotification } from './notifications';

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
