import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { REALTIME_PATH } from '@hirehand/shared/realtime/realtime';
import { WebSocket } from 'ws';

export interface BenchUser {
  id: string;
  token: string;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export function summarize(values: number[]) {
  const sorted = Float64Array.from(values).sort();
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.length ? sorted[sorted.length - 1]! : Number.NaN),
  };
}

/** JSON over keep-alive HTTP with a bearer token; answers status and parsed body. */
export function createApi(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  return function call(method: string, path: string, token: string, body?: unknown) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = http.request(
        `${baseUrl}${path}`,
        {
          method,
          agent,
          timeout: 30_000,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', reject);
      request.end(payload);
    });
  };
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/**
 * Opens a user's socket. Every `new_message` from someone else is reported to onMessage (with
 * the time it arrived) and, with receipts on, acknowledged as the web client does.
 */
export function openBenchSocket(
  baseUrl: string,
  user: BenchUser,
  opts: { receipts: boolean; onMessage: (content: string, at: number) => void },
): Promise<WebSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}?token=${user.token}`);
  ws.on('message', (data) => {
    const at = performance.now();
    const text = data.toString();
    if (!text.startsWith('{"type":"new_message"')) return;
    const frame = JSON.parse(text) as {
      conversation_id: string;
      message: { id: string; sender_id: string; content: string };
    };
    if (frame.message.sender_id === user.id) return;
    opts.onMessage(frame.message.content, at);
    if (opts.receipts) {
      ws.send(
        JSON.stringify({
          type: 'message_received',
          conversation_id: frame.conversation_id,
          message_id: frame.message.id,
        }),
      );
    }
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.send(JSON.stringify({ type: 'status_update', status: 'online', user_id: user.id }));
      resolve(ws);
    });
    ws.once('error', reject);
  });
}

/**
 * Open-loop sends: message i is due at start + i / rate and goes out then, whether or not
 * earlier ones were answered; its latency is counted from that due time, so a server that
 * falls behind cannot hide its queueing (no coordinated omission).
 */
export async function sendOpenLoop(opts: {
  total: number;
  rate: number;
  send: (index: number) => Promise<number>;
  onDue: (index: number, dueAt: number) => void;
  onAnswer: (index: number, status: number, dueAt: number) => void;
}) {
  const start = performance.now() + 20;
  const intervalMs = 1000 / opts.rate;
  const pending: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < opts.total && start + next * intervalMs <= now) {
        const index = next++;
        const dueAt = start + index * intervalMs;
        opts.onDue(index, dueAt);
        pending.push(
          opts.send(index).then(
            (status) => opts.onAnswer(index, status, dueAt),
            () => opts.onAnswer(index, 0, dueAt),
          ),
        );
      }
      if (next >= opts.total) return resolve();
      setTimeout(tick, Math.max(0, Math.min(5, start + next * intervalMs - performance.now())));
    };
    tick();
  });
  await Promise.all(pending);
}
