import { type ClientFrame, ServerFrame } from '@hirehand/shared/realtime/frames';
import {
  REALTIME_CLIENT_PING_MS,
  REALTIME_PLATFORM_PATH,
  REALTIME_PROTOCOL,
  REALTIME_RECONNECT_MS,
  REALTIME_TOKEN_PROTOCOL_PREFIX,
} from '@hirehand/shared/realtime/realtime';

export type ConnectionState = 'connecting' | 'open' | 'closed';

/** The socket calls this needs; the browser's WebSocket has them, and so does a test double. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeConnectionOptions {
  url: string;
  /** Subprotocols to offer: the app's own and the token (see realtimeProtocols). */
  protocols?: string[];
  userId: string;
  onEvent(event: ServerFrame): void;
  onState?(state: ConnectionState): void;
  /** After each open; `reconnect` is true from the second open on (time to catch up). */
  onOpen?(info: { reconnect: boolean }): void;
  /** After each close; `opened` is false when the socket never opened (refused, e.g. a dead token). */
  onClose?(info: { code: number; opened: boolean }): void;
  createSocket?(url: string, protocols: string[]): SocketLike;
  reconnectMs?: number;
  pingMs?: number;
}

const OPEN = 1;

/**
 * The socket's address on this page's origin: ws:// or wss:// like the page, and no token:
 * a URL is what browser consoles, proxies and access logs print (decision 028).
 */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${REALTIME_PLATFORM_PATH}`;
}

/** The subprotocols the socket offers: the app's own, which the server picks, and the token beside it. */
export const realtimeProtocols = (token: string) => [
  REALTIME_PROTOCOL,
  `${REALTIME_TOKEN_PROTOCOL_PREFIX}${token}`,
];

/**
 * The tab's one realtime socket: connecting, open (sends status_update online with the user
 * id, then pings every 25 s), closed; a closed socket is reopened after 3 s until stop(). A socket
 * that did not answer the previous ping is closed (and so reopened). Frames that are not a known
 * ServerFrame are ignored.
 */
export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private stopped = true;
  private openedBefore = false;
  private awaitingPong = false;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private state: ConnectionState = 'closed';

  constructor(private readonly options: RealtimeConnectionOptions) {}

  get connectionState(): ConnectionState {
    return this.state;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close(1000);
      } catch {
        // Closing a socket that never connected can throw in some browsers; it is gone either way.
      }
    }
    this.setState('closed');
  }

  /** Sends one client event when the socket is open; answers whether it went. */
  send(event: ClientFrame): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(event));
    return true;
  }

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    this.options.onState?.(state);
  }

  private connect() {
    this.setState('connecting');
    const create =
      this.options.createSocket ??
      ((url: string, protocols: string[]) => new WebSocket(url, protocols) as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url, this.options.protocols ?? []);
    } catch {
      this.scheduleReconnect();
      this.setState('closed');
      return;
    }
    this.socket = socket;
    let opened = false;

    socket.onopen = () => {
      opened = true;
      this.awaitingPong = false;
      this.setState('open');
      this.send({ type: 'status_update', status: 'online', user_id: this.options.userId });
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.ping(), this.options.pingMs ?? REALTIME_CLIENT_PING_MS);
      const reconnect = this.openedBefore;
      this.openedBefore = true;
      this.options.onOpen?.({ reconnect });
    };
    socket.onmessage = (message) => {
      if (typeof message.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = ServerFrame.safeParse(data);
      if (!parsed.success) return;
      if (parsed.data.type === 'pong') this.awaitingPong = false;
      this.options.onEvent(parsed.data);
    };
    socket.onclose = (event) => this.closed(socket, event.code, opened);
  }

  private closed(socket: SocketLike, code: number, opened: boolean) {
    if (this.socket !== socket) return;
    this.socket = null;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    clearInterval(this.pingTimer);
    this.setState('closed');
    this.options.onClose?.({ code, opened });
    this.scheduleReconnect();
  }

  private ping() {
    const socket = this.socket;
    if (!socket) return;
    if (this.awaitingPong) {
      // No pong since the last ping: the link is dead even if the browser has not noticed yet,
      // so give up on this socket at once rather than wait for the closing handshake.
      try {
        socket.close(4000, 'ping timeout');
      } catch {
        // Already closing.
      }
      this.closed(socket, 4000, true);
      return;
    }
    if (this.send({ type: 'ping' })) this.awaitingPong = true;
  }

  private scheduleReconnect() {
    if (this.stopped) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      if (!this.stopped) this.connect();
    }, this.options.reconnectMs ?? REALTIME_RECONNECT_MS);
  }
}
