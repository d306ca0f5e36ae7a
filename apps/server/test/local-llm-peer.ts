import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the peer received: path, headers (lower-case names) and the JSON body as sent. */
export interface LlmCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
    [field: string]: unknown;
  };
}

/**
 * What the peer answers to the next chat completion. `json` is sent as the assistant message's
 * content (serialized); `content` as the raw content string; `body` as the raw response body.
 */
export type LlmReply =
  | { json: unknown; delayMs?: number }
  | { content: string | null; refusal?: string; delayMs?: number }
  | { status: number; body?: string; headers?: Record<string, string>; delayMs?: number };

/**
 * A local HTTP peer speaking OpenAI's chat-completions API (`POST /v1/chat/completions`,
 * non-streaming), scripted per test: each request takes the next queued reply (a good JSON
 * answer, a malformed one, a slow one, a 429, a 500...), and the fallback once the queue is empty.
 * It records every request, so a test reads what the adapter really sent: the model, the
 * Authorization header, the messages and `response_format`. The adapter is tested against it over
 * real HTTP, never by mocking it.
 */
export async function startLocalLlmPeer() {
  const calls: LlmCall[] = [];
  const queue: LlmReply[] = [];
  let fallback: LlmReply = { status: 500, body: JSON.stringify({ error: { message: 'nothing scripted' } }) };
  const sockets = new Set<import('node:net').Socket>();

  const send = (
    response: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ) => {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body);
  };

  const completion = (model: string | undefined, content: string | null, refusal?: string) => ({
    id: `chatcmpl-${randomBytes(6).toString('hex')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model ?? 'unknown',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: refusal ?? null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://peer');
    const call: LlmCall = {
      method: request.method ?? 'GET',
      path: url.pathname,
      headers: request.headers,
      body: text ? JSON.parse(text) : {},
    };
    calls.push(call);
    if (url.pathname !== '/v1/chat/completions' || call.method !== 'POST') {
      return send(response, 404, JSON.stringify({ error: { message: `no route ${url.pathname}` } }));
    }
    const reply = queue.shift() ?? fallback;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if ('status' in reply) return send(response, reply.status, reply.body ?? '{}', reply.headers);
    const content = 'json' in reply ? JSON.stringify(reply.json) : reply.content;
    const refusal = 'refusal' in reply ? reply.refusal : undefined;
    return send(response, 200, JSON.stringify(completion(call.body.model, content, refusal)));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, JSON.stringify({ error: { message: String(error) } })),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** The base URL the adapter is given (LLM_BASE_URL). */
    baseUrl: `${url}/v1`,
    calls,
    lastCall: () => calls.at(-1),
    /** Queues the replies to the next requests, in order. */
    reply(...replies: LlmReply[]) {
      queue.push(...replies);
    },
    /** The reply once the queue is empty (a 500 until set). */
    replyAlways(reply: LlmReply) {
      fallback = reply;
    },
    /** Forgets the calls and the queued replies between tests. */
    reset() {
      calls.length = 0;
      queue.length = 0;
      fallback = { status: 500, body: JSON.stringify({ error: { message: 'nothing scripted' } }) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type LocalLlmPeer = Awaited<ReturnType<typeof startLocalLlmPeer>>;
