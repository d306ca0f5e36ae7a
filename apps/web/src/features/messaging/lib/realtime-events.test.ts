import type { ConversationListDto, MessageListDto } from '@hirehand/shared/messaging/messaging';
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, fakeApi, json } from '@/testing/fake-api';
import { conversationsKey, threadKey } from '../api/messaging-keys';
import { buildConversation, buildMessage, ME, OLIVIA } from '../testing/messaging-fixtures';
import { handleServerEvent, type RealtimeEventContext } from './realtime-events';
import { resetRealtimeStore, setPresence, usePresence, useTypingUsers } from './realtime-store';

function setup(seen: string | null = null) {
  const queryClient = new QueryClient();
  const sent: unknown[] = [];
  const alerts: unknown[] = [];
  const context: RealtimeEventContext = {
    queryClient,
    userId: ME.id,
    send: (event) => {
      sent.push(event);
      return true;
    },
    seenConversation: () => seen,
    alert: (message) => alerts.push(message),
  };
  const list = () => queryClient.getQueryData<ConversationListDto>(conversationsKey(ME.id))!.conversations;
  const thread = (id = 'c-1') => queryClient.getQueryData<MessageListDto>(threadKey(ME.id, id))!.messages;
  return { queryClient, context, sent, alerts, list, thread };
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST /api/conversations/:id/mark-read': json(200, { unread_count: 0 }) });
});
afterEach(() => resetRealtimeStore());

describe('handleServerEvent', () => {
  it('new_message from someone else: appended once, list re-sorted with one more unread, receipt sent, alert raised', () => {
    const { queryClient, context, sent, alerts, list, thread } = setup();
    const first = buildMessage({ sender_id: OLIVIA.id });
    queryClient.setQueryData(conversationsKey(ME.id), {
      conversations: [
        buildConversation({ id: 'c-2', updated_at: '2026-05-04T12:30:00.000Z' }),
        buildConversation({ id: 'c-1', updated_at: '2026-05-04T11:00:00.000Z' }),
      ],
      has_more: true,
      unread_total: 3,
    });
    queryClient.setQueryData(threadKey(ME.id, 'c-1'), { messages: [first], has_more: false });
    const message = buildMessage({
      sender_id: OLIVIA.id,
      content: 'Can you start Monday?',
      created_at: '2026-05-04T13:00:00.000Z',
    });
    const event = { type: 'new_message' as const, conversation_id: 'c-1', message };

    handleServerEvent(event, context);
    handleServerEvent(event, context);

    expect(thread().map((item) => item.id)).toEqual([first.id, message.id]);
    expect(list().map((item) => [item.id, item.unread_count])).toEqual([
      ['c-1', 1],
      ['c-2', 0],
    ]);
    // The header badge's total: the 3 on pages not loaded, and this one.
    expect(queryClient.getQueryData<ConversationListDto>(conversationsKey(ME.id))!.unread_total).toBe(4);
    expect(sent[0]).toEqual({ type: 'message_received', conversation_id: 'c-1', message_id: message.id });
    expect(alerts[0]).toEqual({
      title: 'Olivia Tremblay',
      content: 'Can you start Monday?',
      tag: message.id,
    });
    expect(api.calls).toEqual([]);
  });

  it('new_message in the conversation on screen: no unread, and it is marked read', () => {
    const { queryClient, context, list } = setup('c-1');
    queryClient.setQueryData(conversationsKey(ME.id), {
      conversations: [buildConversation()],
      has_more: false,
      unread_total: 0,
    });
    handleServerEvent(
      { type: 'new_message', conversation_id: 'c-1', message: buildMessage({ sender_id: OLIVIA.id }) },
      context,
    );
    expect(list()[0]!.unread_count).toBe(0);
    expect(api.callsTo('POST /api/conversations/:id/mark-read').map((call) => call.url)).toEqual([
      '/api/conversations/c-1/mark-read',
    ]);
  });

  it("one's own new_message (another tab): no receipt, no alert, no unread", () => {
    const { queryClient, context, sent, alerts, list } = setup();
    queryClient.setQueryData(conversationsKey(ME.id), {
      conversations: [buildConversation()],
      has_more: false,
      unread_total: 0,
    });
    handleServerEvent(
      { type: 'new_message', conversation_id: 'c-1', message: buildMessage({ sender_id: ME.id }) },
      context,
    );
    expect(sent).toEqual([]);
    expect(alerts).toEqual([]);
    expect(list()[0]!.unread_count).toBe(0);
    expect(list()[0]!.last_message?.sender_id).toBe(ME.id);
  });

  it('message_status moves receipts forward; read by oneself elsewhere clears the unread count', () => {
    const { queryClient, context, list, thread } = setup();
    const mine = buildMessage({ sender_id: ME.id });
    queryClient.setQueryData(threadKey(ME.id, 'c-1'), { messages: [mine], has_more: false });
    queryClient.setQueryData(conversationsKey(ME.id), {
      conversations: [buildConversation({ unread_count: 4 })],
      has_more: false,
      unread_total: 4,
    });
    const status = {
      type: 'message_status' as const,
      conversation_id: 'c-1',
      message_id: mine.id,
      at: mine.created_at,
    };
    handleServerEvent({ ...status, user_id: OLIVIA.id, status: 'delivered' }, context);
    expect(thread()[0]!.delivered_to).toEqual([OLIVIA.id]);
    expect(thread()[0]!.read_by).toEqual([]);
    handleServerEvent({ ...status, user_id: OLIVIA.id, status: 'read' }, context);
    expect(thread()[0]!.read_by).toEqual([OLIVIA.id]);
    expect(list()[0]!.unread_count).toBe(4);
    handleServerEvent({ ...status, user_id: ME.id, status: 'read' }, context);
    expect(list()[0]!.unread_count).toBe(0);
    expect(queryClient.getQueryData<ConversationListDto>(conversationsKey(ME.id))!.unread_total).toBe(0);
  });

  it('typing and presence go to their stores', () => {
    const { context } = setup();
    const typing = renderHook(() => useTypingUsers('c-1'));
    const presence = renderHook(() => usePresence(OLIVIA.id));
    handleServerEvent(
      { type: 'typing_indicator', conversation_id: 'c-1', user_id: OLIVIA.id, is_typing: true },
      context,
    );
    handleServerEvent({ type: 'user_status', user_id: OLIVIA.id, status: 'online' }, context);
    typing.rerender();
    presence.rerender();
    expect(typing.result.current).toEqual([OLIVIA.id]);
    expect(presence.result.current).toBe('online');
    setPresence(OLIVIA.id, 'offline');
    handleServerEvent(
      { type: 'typing_indicator', conversation_id: 'c-1', user_id: OLIVIA.id, is_typing: false },
      context,
    );
    typing.rerender();
    presence.rerender();
    expect(typing.result.current).toEqual([]);
    expect(presence.result.current).toBe('offline');
  });
});
