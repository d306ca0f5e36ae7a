import {
  ClientFrame,
  type ClientFrameOf,
  type ClientFrameType,
  type ServerFrame,
} from '@hirehand/shared/realtime/frames';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent, DomainEventPayloads, DomainEventType } from '../bus/domain-events';
import type { HubConnection, RealtimeHub } from './realtime-hub';

/** One frame for the open sockets (on this instance) of these users. */
export interface FrameDelivery {
  userIds: Iterable<string>;
  frame: ServerFrame;
}

/** How one bus event becomes frames: none, one or several deliveries. */
export type EventRoute<K extends DomainEventType> = (payload: DomainEventPayloads[K]) => FrameDelivery[];

/** How a feature turns its bus events into frames; each route gets its event's own payload type. */
export type EventRoutes = { [K in DomainEventType]?: EventRoute<K> };

/** Frames the connection itself answers (ping) or records (status_update); features take the rest. */
export type FeatureFrameType = Exclude<ClientFrameType, 'ping' | 'status_update'>;

/** How a feature handles one frame a client sends; the frame is already validated. */
export type FrameHandler<K extends FeatureFrameType> = (
  connection: HubConnection,
  frame: ClientFrameOf<K>,
) => void | Promise<void>;

/** A feature's handlers for client frames, each typed by its frame. */
export type FrameHandlers = { [K in FeatureFrameType]?: FrameHandler<K> };

const PONG = JSON.stringify({ type: 'pong' } satisfies ServerFrame);

export interface RealtimeRouter {
  /** A feature's bus events to frames; one event type may be routed by several features. */
  registerEvents(feature: string, routes: EventRoutes): void;
  /** A feature's handlers for client frames; one frame type has one handler. */
  registerFrames(feature: string, handlers: FrameHandlers): void;
  /** Delivers one bus event to the sockets the registered routes name. */
  route(event: DomainEvent): void;
  /** Answers ping, records status_update, hands other client frames to their feature; unknown ones are ignored. */
  handleFrame(connection: HubConnection, raw: unknown): Promise<void>;
}

/**
 * Where bus events meet sockets, and client frames meet features. Platform knows no feature:
 * each module registers its routes at start-up. The tables keep each feature's registration
 * as it was typed, so an event's payload reaches its route with its own type (no casts): a
 * route written against the wrong payload does not compile. A route that throws is logged
 * and the other routes still run; the frame it would have sent is lost, which a reconnect
 * makes up for.
 */
export function createRealtimeRouter(hub: RealtimeHub, log: FastifyBaseLogger): RealtimeRouter {
  const eventRoutes: { feature: string; routes: EventRoutes }[] = [];
  const frameHandlers: { feature: string; handlers: FrameHandlers }[] = [];

  function routeEvent<K extends DomainEventType>(type: K, payload: DomainEventPayloads[K]) {
    for (const { feature, routes } of eventRoutes) {
      const route = routes[type];
      if (!route) continue;
      try {
        for (const delivery of route(payload)) {
          hub.sendToUsers(delivery.userIds, JSON.stringify(delivery.frame));
        }
      } catch (err) {
        log.error({ err, feature, event: type }, 'realtime route failed');
      }
    }
  }

  async function handleFeatureFrame<K extends FeatureFrameType>(
    connection: HubConnection,
    type: K,
    frame: ClientFrameOf<K>,
  ) {
    for (const { handlers } of frameHandlers) {
      const handle = handlers[type];
      if (handle) return handle(connection, frame);
    }
  }

  return {
    registerEvents(feature, routes) {
      eventRoutes.push({ feature, routes });
    },
    registerFrames(feature, handlers) {
      for (const type of Object.keys(handlers)) {
        const taken = frameHandlers.find((entry) => Object.hasOwn(entry.handlers, type));
        if (taken) throw new Error(`${feature}: the ${type} frame is already handled by ${taken.feature}`);
      }
      frameHandlers.push({ feature, handlers });
    },
    route(event) {
      routeEvent(event.type, event.payload);
    },
    async handleFrame(connection, raw) {
      const parsed = ClientFrame.safeParse(raw);
      if (!parsed.success) return; // unknown or malformed: ignored
      const frame = parsed.data;
      switch (frame.type) {
        case 'ping':
          connection.send(PONG);
          return;
        case 'status_update':
          // Offline is what closing the socket says; a status for someone else is ignored.
          if (frame.user_id && frame.user_id.toLowerCase() !== connection.userId) return;
          if (frame.status !== 'offline') hub.setStatus(connection, frame.status);
          return;
        default:
          await handleFeatureFrame(connection, frame.type, frame);
      }
    },
  };
}
