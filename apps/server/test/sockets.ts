import type { ClientFrame, ServerFrame } from '@hirehand/shared/realtime/frames';
import {
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  REALTIME_TOKEN_PROTOCOL_PREFIX,
} from '@hirehand/shared/realtime/realtime';
import { WebSocket } from 'ws';
import type { TestServer } from './start-test-server';

export type Frame = ServerFrame;

/** A real WebSocket client on the test server that records every frame it receives. */
export interface TestSocket {
  ws: WebSocket;
  frames: Frame[];
  send(event: ClientFrame | string): void;
  /** The first recorded frame (from now on or already received) that matches; rejects after timeoutMs. */
  next<T extends Frame['type']>(
    type: T,
    match?: (frame: Extract<Frame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<Frame, { type: T }>>;
  /** Frames of a type received so far. */
  all<T extends Frame['type']>(type: T): Extract<Frame, { type: T }>[];
  /** A ping/pong round trip: frames the server sent this socket before it are in `frames` after it. */
  barrier(): Promise<void>;
  /** Resolves with the close code once the socket is closed. */
  closed: Promise<number>;
  close(): Promise<number>;
}

const socketUrl = (server: TestServer, query: string, path: string = REALTIME_PATH) =>
  `${server.url.replace(/^http/, 'ws')}${path}${query}`;

/** The protocols the app's web client offers: its own, and the token beside it (decision 028). */
export const tokenProtocols = (token: string) => [
  REALTIME_PROTOCOL,
  `${REALTIME_TOKEN_PROTOCOL_PREFIX}${token}`,
];

export interface SocketOptions {
  origin?: string;
  autoPong?: boolean;
  /** `/ws/messaging` (the spec's, by default) or `/ws`. */
  path?: string;
  /** Where the token goes: the query (the spec's form, by default) or the protocol header (the web's). */
  tokenIn?: 'query' | 'protocol';
}

export async function openSocket(
  server: TestServer,
  token: string,
  opts: SocketOptions = {},
): Promise<TestSocket> {
  const inProtocol = opts.tokenIn === 'protocol';
  const query = inProtocol ? '' : `?token=${encodeURIComponent(token)}`;
  const ws = new WebSocket(socketUrl(server, query, opts.path), inProtocol ? tokenProtocols(token) : [], {
    headers: opts.origin ? { origin: opts.origin } : {},
    autoPong: opts.autoPong ?? true,
  });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  const socket: TestSocket = {
    ws,
    frames,
    closed,
    send(event) {
      ws.send(typeof event === 'string' ? event : JSON.stringify(event));
    },
    all(type) {
      return frames.filter((f) => f.type === type) as never;
    },
    next(type, match = () => true, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find((f) => f.type === type && match(f as never));
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found as never);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async barrier() {
      const before = socket.all('pong').length;
      socket.send({ type: 'ping' });
      await socket.next('pong', () => socket.all('pong').length > before);
    },
    async close() {
      if (ws.readyState !== WebSocket.CLOSED) ws.close();
      return closed;
    },
  };
  return socket;
}

/** Tries an upgrade that the server should refuse: its HTTP status and body. */
export function refusedUpgrade(
  server: TestServer,
  query: string,
  headers: Record<string, string> = {},
  protocols: string[] = [],
): Promise<{ status: number; body: string }> {
  const ws = new WebSocket(socketUrl(server, query), protocols, { headers });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.terminate();
      reject(new Error('the upgrade was accepted'));
    });
    ws.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => {
        ws.terminate();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    ws.once('error', () => {});
  });
}
