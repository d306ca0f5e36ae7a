import { REALTIME_CLIENT_PING_MS, REALTIME_RECONNECT_MS } from '@hirehand/shared/realtime/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import {
  type ConnectionState,
  RealtimeConnection,
  realtimeProtocols,
  realtimeUrl,
} from './realtime-connection';

function setup() {
  const sockets: FakeSocket[] = [];
  const events: unknown[] = [];
  const states: ConnectionState[] = [];
  const opens: boolean[] = [];
  const closes: { code: number; opened: boolean }[] = [];
  const connection = new RealtimeConnection({
    url: 'ws://app.test/ws',
    userId: 'u-me',
    onEvent: (event) => events.push(event),
    onState: (state) => states.push(state),
    onOpen: ({ reconnect }) => opens.push(reconnect),
    onClose: (info) => closes.push(info),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  return { connection, sockets, events, states, opens, closes };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('realtimeUrl and realtimeProtocols', () => {
  it('use ws or wss like the page, on its host, and carry the token in a protocol, never in the URL', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'hirehand.ca' })).toBe('wss://hirehand.ca/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
    expect(realtimeProtocols('eyJ.a-b_c.d')).toEqual(['hirehand.v1', 'hirehand.token.eyJ.a-b_c.d']);
  });
});

describe('RealtimeConnection', () => {
  it('goes connecting → open, then sends status_update online with the user id', () => {
    const { connection, sockets, states } = setup();
    connection.start();
    expect(states).toEqual(['connecting']);
    sockets[0]!.open();
    expect(states).toEqual(['connecting', 'open']);
    expect(sockets[0]!.sent).toEqual([{ type: 'status_update', status: 'online', user_id: 'u-me' }]);
    expect(connection.send({ type: 'typing', conversation_id: 'c-1', is_typing: true })).toBe(true);
  });

  it('passes valid server events on and ignores malformed or unknown frames', () => {
    const { connection, sockets, events } = setup();
    connection.start();
    sockets[0]!.open();
    const typing = { type: 'typing_indicator', conversation_id: 'c-1', user_id: 'u-olivia', is_typing: true };
    sockets[0]!.receive('not json');
    sockets[0]!.receive({ type: 'mystery' });
    sockets[0]!.receive({ type: 'new_message', conversation_id: 'c-1' });
    sockets[0]!.receive(typing);
    sockets[0]!.receive({ type: 'user_status', user_id: 'u-olivia', status: 'online' });
    expect(events).toEqual([typing, { type: 'user_status', user_id: 'u-olivia', status: 'online' }]);
  });

  it('pings every 25 s, and drops and replaces a socket that missed a pong', () => {
    const { connection, sockets, closes } = setup();
    connection.start();
    sockets[0]!.open();
    vi.advanceTimersByTime(REALTIME_CLIENT_PING_MS);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'ping' });
    sockets[0]!.receive({ type: 'pong' });
    vi.advanceTimersByTime(REALTIME_CLIENT_PING_MS);
    expect(sockets[0]!.sent.filter((frame) => (frame as { type: string }).type === 'ping')).toHaveLength(2);
    expect(sockets[0]!.closedWith).toBeUndefined();
    vi.advanceTimersByTime(REALTIME_CLIENT_PING_MS); // no pong for the second ping
    expect(sockets[0]!.closedWith).toBe(4000);
    expect(closes).toEqual([{ code: 4000, opened: true }]);
    vi.advanceTimersByTime(REALTIME_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects 3 s after a close and reports the reopen as a reconnect', () => {
    const { connection, sockets, states, opens, closes } = setup();
    connection.start();
    sockets[0]!.open();
    sockets[0]!.drop(1001);
    expect(states.at(-1)).toBe('closed');
    expect(closes).toEqual([{ code: 1001, opened: true }]);
    vi.advanceTimersByTime(REALTIME_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(opens).toEqual([false, true]);
  });

  it('reports a socket refused before opening, and stop() ends reconnecting', () => {
    const { connection, sockets, closes, states } = setup();
    connection.start();
    sockets[0]!.drop(1006);
    expect(closes).toEqual([{ code: 1006, opened: false }]);
    connection.stop();
    vi.advanceTimersByTime(REALTIME_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(1);
    expect(states.at(-1)).toBe('closed');
    expect(connection.send({ type: 'ping' })).toBe(false);
  });
});
