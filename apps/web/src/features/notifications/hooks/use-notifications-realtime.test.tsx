import type { NotificationListDto } from '@hirehand/shared/notifications/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { realtime } from '@/lib/realtime/realtime';
import { FakeSocket } from '@/testing/fake-socket';
import { sampleNotification as notification } from '../testing/sample-notification';
import { useNotificationsRealtime } from './use-notifications-realtime';

describe('useNotificationsRealtime', () => {
  it("puts a notification frame from the tab's socket into the bell's list", () => {
    const queryClient = new QueryClient();
    const key = ['notifications', 'me'];
    queryClient.setQueryData<NotificationListDto>(key, { notifications: [], unread_count: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const view = renderHook(() => useNotificationsRealtime('me'), { wrapper });
    let socket: FakeSocket | undefined;
    const disconnect = realtime.connect({
      token: 'token-me',
      userId: 'me',
      createSocket: (url) => (socket = new FakeSocket(url)),
    });
    act(() => {
      socket!.open();
      socket!.receive({ type: 'notification', notification });
    });
    expect(queryClient.getQueryData(key)).toEqual({ notifications: [notification], unread_count: 1 });
    view.unmount();
    act(() => socket!.receive({ type: 'notification', notification: { ...notification, id: 'n2' } }));
    expect(queryClient.getQueryData<NotificationListDto>(key)!.notifications).toHaveLength(1);
    disconnect();
  });
});
