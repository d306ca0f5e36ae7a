import type { MessageListDto } from '@hirehand/shared/messaging/messaging';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { realtime } from '@/lib/realtime/realtime';
import { FakeSocket } from '@/testing/fake-socket';
import { threadKey } from '../api/messaging-keys';
import { buildMessage, ME, OLIVIA } from '../testing/messaging-fixtures';
import { useMessagingRealtime } from './use-messaging-realtime';

let disconnect = () => {};
afterEach(() => disconnect());

describe('useMessagingRealtime', () => {
  it("takes new messages from the tab's socket into their thread and answers with a receipt, until unmounted", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<MessageListDto>(threadKey(ME.id, 'c-1'), { messages: [], has_more: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const view = renderHook(() => useMessagingRealtime(ME.id), { wrapper });
    let socket: FakeSocket | undefined;
    disconnect = realtime.connect({
      token: 'token-me',
      userId: ME.id,
      createSocket: (url) => (socket = new FakeSocket(url)),
    });
    const message = buildMessage({ id: 'm-9', conversation_id: 'c-1', sender_id: OLIVIA.id });
    act(() => {
      socket!.open();
      socket!.receive({ type: 'new_message', conversation_id: 'c-1', message });
    });
    const thread = () => queryClient.getQueryData<MessageListDto>(threadKey(ME.id, 'c-1'))!.messages;
    expect(thread().map((item) => item.id)).toEqual(['m-9']);
    expect(socket!.sent).toContainEqual({
      type: 'message_received',
      conversation_id: 'c-1',
      message_id: 'm-9',
    });
    view.unmount();
    const later = buildMessage({ id: 'm-10', conversation_id: 'c-1', sender_id: OLIVIA.id });
    act(() => socket!.receive({ type: 'new_message', conversation_id: 'c-1', message: later }));
    expect(thread().map((item) => item.id)).toEqual(['m-9']);
  });
});
