import type { ConversationDto, MessageDto } from '@hirehand/shared/messaging/messaging';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession, saveSession } from '@/lib/session/session';
import { buildUser } from '@/testing/builders';
import { MessagesModal } from '../components/messages-modal';
import { resetRealtimeStore } from '../lib/realtime-store';
import { buildMessage, ME } from './messaging-fixtures';

/** Each test starts signed out with no realtime state, and ends unmounted with fetch restored. */
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

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export interface Call {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}

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
  const calls: Call[] = [];
  /** Pages as the server cuts them: newest first as given, `limit` rows after `before`. */
  const listPage = (url: string) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const all = options.conversations;
    const start = query.get('before') ? all.findIndex((item) => item.id === query.get('before')) + 1 : 0;
    const end = start + Number(query.get('limit') ?? 50);
    return {
      conversations: all.slice(start, end),
      has_more: end < all.length,
      unread_total: all.reduce((sum, item) => sum + item.unread_count, 0),
    };
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const authorization = (init?.headers as Record<string, string> | undefined)?.authorization;
    calls.push({ method, url, body, authorization });
    if (url.startsWith('/api/conversations?') && method === 'GET') return json(200, listPage(url));
    if (url === '/api/conversations' && method === 'POST') {
      return options.onCreate ? options.onCreate(body) : json(404, { detail: 'User not found' });
    }
    if (url in (options.files ?? {})) {
      const file = options.files![url]!;
      return new Response(file.bytes, { status: 200, headers: { 'content-type': file.type } });
    }
    const upload = /^\/api\/conversations\/([^/]+)\/attachments$/.exec(url);
    if (upload && method === 'POST' && init?.body instanceof FormData) {
      return options.onUpload ? options.onUpload(upload[1]!, init.body) : json(415, { detail: 'Nope' });
    }
    const match = /^\/api\/conversations\/([^/]+)\/(messages|mark-read)/.exec(url);
    if (match?.[2] === 'messages' && method === 'GET') {
      return json(200, { messages: options.messages?.[match[1]!] ?? [], has_more: false });
    }
    if (match?.[2] === 'messages' && method === 'POST') {
      if (options.onSend) return options.onSend(match[1]!, body.content);
      return json(201, buildMessage({ conversation_id: match[1]!, sender_id: ME.id, content: body.content }));
    }
    if (match?.[2] === 'mark-read') return json(200, { unread_count: 0 });
    return json(404, { detail: 'Not Found' });
  });
  return calls;
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
