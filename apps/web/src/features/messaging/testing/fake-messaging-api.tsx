import type { ConversationDto, MessageDto } from '@hirehand/shared/messaging/messaging';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession, saveSession } from '@/lib/session/session';
import { buildUser } from '@/testing/builders';
import { fakeApi, json } from '@/testing/fake-api';
import { MessagesModal } from '../components/messages-modal';
import { resetRealtimeStore } from '../lib/realtime-store';
import { buildMessage, ME } from './messaging-fixtures';

/** Each test starts signed out with no realtime state, and ends unmounted with its spies restored. */
export function resetMessagingBetweenTests() {
  beforeEach(() => {
    clearSession();
    resetRealtimeStore();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

/** Signs in as ME (a worker) with the token the fake API expects. */
export const signInAsMe = () =>
  saveSession('token-me', buildUser({ id: ME.id, full_name: ME.full_name, user_type: 'worker' }));

/** The rows of the Messages modal's conversation list. */
export const conversationRows = () =>
  within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button');

export { json };

/** The messaging API as the modal sees it (at the fetch boundary): conversations, threads and files in memory; every call recorded. */
export function fakeMessagingApi(options: {
  conversations: ConversationDto[];
  messages?: Record<string, MessageDto[]>;
  onCreate?(body: { participant_ids: string[]; job_id?: string | null }): Response | Promise<Response>;
  onSend?(conversationId: string, content: string): Response | Promise<Response>;
  onUpload?(conversationId: string, form: FormData): Response | Promise<Response>;
  /** Attachment bytes by URL. */
  files?: Record<string, { bytes: Uint8Array<ArrayBuffer> | string; type: string }>;
}) {
  /** Pages as the server cuts them: newest first as given, `limit` rows after `before`. */
  const listPage = (query: URLSearchParams) => {
    const all = options.conversations;
    const start = query.get('before') ? all.findIndex((item) => item.id === query.get('before')) + 1 : 0;
    const end = start + Number(query.get('limit') ?? 50);
    return {
      conversations: all.slice(start, end),
      has_more: end < all.length,
      unread_total: all.reduce((sum, item) => sum + item.unread_count, 0),
    };
  };
  const api = fakeApi({
    'GET /api/conversations': (call) => json(200, listPage(call.query)),
    'POST /api/conversations': (call) =>
      options.onCreate ? options.onCreate(call.body) : json(404, { detail: 'User not found' }),
    'POST /api/conversations/:id/attachments': (call) =>
      options.onUpload && call.body instanceof FormData
        ? options.onUpload(call.params.id!, call.body)
        : json(415, { detail: 'Nope' }),
    'GET /api/conversations/:id/messages': (call) =>
      json(200, { messages: options.messages?.[call.params.id!] ?? [], has_more: false }),
    'POST /api/conversations/:id/messages': (call) =>
      options.onSend
        ? options.onSend(call.params.id!, call.body.content)
        : json(
            201,
            buildMessage({ conversation_id: call.params.id!, sender_id: ME.id, content: call.body.content }),
          ),
    'POST /api/conversations/:id/mark-read': json(200, { unread_count: 0 }),
  });
  for (const [url, file] of Object.entries(options.files ?? {})) {
    api.on(
      `GET ${url}`,
      () => new Response(file.bytes, { status: 200, headers: { 'content-type': file.type } }),
    );
  }
  return api.calls;
}

export function renderMessagesModal(props: { jobId?: string; participantId?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MessagesModal open onOpenChange={onOpenChange} {...props} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Messages' }), onOpenChange };
}
