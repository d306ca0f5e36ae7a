import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { realtime } from './realtime';

function connect() {
  const sockets: FakeSocket[] = [];
  const disconnect = realtime.connect({
    token: 'token-me',
    userId: 'u-me',
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
  });
  return { sockets, disconnect };
}

const typing = { type: 'typing_indicator', conversation_id: 'c-1', user_id: 'u-olivia', is_typing: true };
const status = { type: 'user_status', user_id: 'u-olivia', status: 'online' };

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

describe('realtime', () => {
  it('connects once with the session token and hands each frame to the subscribers of its type only', () => {
    const typingFrames: unknown[] = [];
    const statusFrames: unknown[] = [];
    stops.push(realtime.subscribe('typing_indicator', (frame) => typingFrames.push(frame)));
    stops.push(realtime.subscribe('user_status', (frame) => statusFrames.push(frame)));
    const { sockets, disconnect } = connect();
    stops.push(disconnect);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe(`ws://${window.location.host}/ws`);
    expect(sockets[0]!.protocols).toEqual(['hirehand.v1', 'hirehand.token.token-me']);
    sockets[0]!.open();
    sockets[0]!.receive(typing);
    sockets[0]!.receive(status);
    expect(typingFrames).toEqual([typing]);
    expect(statusFrames).toEqual([status]);
  });

  it('stops calling a subscriber once it unsubscribes', () => {
    const frames: unknown[] = [];
    const unsubscribe = realtime.subscribe('typing_indicator', (frame) => frames.push(frame));
    const { sockets, disconnect } = connect();
    stops.push(disconnect);
    sockets[0]!.open();
    unsubscribe();
    sockets[0]!.receive(typing);
    expect(frames).toEqual([]);
  });

  it('sends only while open, reports its state, and tells open and close listeners (a reopen is a reconnect)', () => {
    vi.useFakeTimers();
    const opens: boolean[] = [];
    const closes: { code: number; opened: boolean }[] = [];
    stops.push(realtime.onOpen(({ reconnect }) => opens.push(reconnect)));
    stops.push(realtime.onClose((info) => closes.push(info)));
    expect(realtime.send({ type: 'ping' })).toBe(false);
    const { sockets, disconnect } = connect();
    expect(realtime.state).toBe('connecting');
    expect(realtime.send({ type: 'ping' })).toBe(false);
    sockets[0]!.open();
    expect(realtime.state).toBe('open');
    expect(realtime.send({ type: 'typing', conversation_id: 'c-1', is_typing: true })).toBe(true);
    expect(sockets[0]!.sent).toContainEqual({ type: 'typing', conversation_id: 'c-1', is_typing: true });
    sockets[0]!.drop(1006);
    expect(realtime.state).toBe('closed');
    vi.runOnlyPendingTimers();
    sockets[1]!.open();
    expect(opens).toEqual([false, true]);
    expect(closes).toEqual([{ code: 1006, opened: true }]);
    disconnect();
    expect(realtime.state).toBe('closed');
    expect(realtime.send({ type: 'ping' })).toBe(false);
    vi.runOnlyPendingTimers();
    expect(sockets).toHaveLength(2);
  });
});
