import type {
  ClientFrame,
  ServerFrame,
  ServerFrameOf,
  ServerFrameType,
} from '@hirehand/shared/realtime/frames';
import { useSyncExternalStore } from 'react';
import {
  type ConnectionState,
  RealtimeConnection,
  realtimeProtocols,
  realtimeUrl,
  type SocketLike,
} from './realtime-connection';

/** The frames features subscribe to: the ones registered in the shared realtime contract. */
export type FrameType = ServerFrameType;
export type Frame<T extends FrameType> = ServerFrameOf<T>;

type FrameHandler = (frame: ServerFrame) => void;
type OpenHandler = (info: { reconnect: boolean }) => void;
type CloseHandler = (info: { code: number; opened: boolean }) => void;

const frameHandlers = new Map<FrameType, Set<FrameHandler>>();
const openHandlers = new Set<OpenHandler>();
const closeHandlers = new Set<CloseHandler>();
const stateListeners = new Set<() => void>();
let state: ConnectionState = 'closed';
let connection: RealtimeConnection | null = null;

function setState(next: ConnectionState) {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function listen<T>(set: Set<T>, handler: T) {
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/**
 * The tab's one realtime socket, shared by the features: app/ connects it once while someone is
 * signed in, and each feature subscribes to the frame types it handles. A frame nobody subscribed
 * to is dropped (events are at-most-once; a reconnecting client catches up from the API).
 */
export const realtime = {
  /** Opens the socket for this session (replacing any other) and keeps it open until the returned stop. */
  connect(options: {
    token: string;
    userId: string;
    createSocket?(url: string, protocols: string[]): SocketLike;
  }) {
    connection?.stop();
    const current = new RealtimeConnection({
      url: realtimeUrl(),
      protocols: realtimeProtocols(options.token),
      userId: options.userId,
      createSocket: options.createSocket,
      onState: setState,
      onEvent: (frame) => {
        for (const handler of frameHandlers.get(frame.type) ?? []) handler(frame);
      },
      onOpen: (info) => {
        for (const handler of openHandlers) handler(info);
      },
      onClose: (info) => {
        for (const handler of closeHandlers) handler(info);
      },
    });
    connection = current;
    current.start();
    return () => {
      current.stop();
      if (connection === current) connection = null;
    };
  },

  /** Calls `handler` with every frame of this type; answers the unsubscribe. */
  subscribe<T extends FrameType>(type: T, handler: (frame: Frame<T>) => void) {
    let handlers = frameHandlers.get(type);
    if (!handlers) {
      handlers = new Set();
      frameHandlers.set(type, handlers);
    }
    return listen(handlers, handler as FrameHandler);
  },

  /** After each open; `reconnect` is true from the second open on (time to catch up). */
  onOpen: (handler: OpenHandler) => listen(openHandlers, handler),

  /** After each close; `opened` is false when the socket never opened (refused, e.g. a dead token). */
  onClose: (handler: CloseHandler) => listen(closeHandlers, handler),

  /** Sends one client frame when the socket is open; answers whether it went. */
  send: (event: ClientFrame) => connection?.send(event) ?? false,

  get state(): ConnectionState {
    return state;
  },

  subscribeState: (listener: () => void) => listen(stateListeners, listener),
};

const getState = () => state;

/** The socket's state: connecting, open or closed. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(realtime.subscribeState, getState, getState);
}
