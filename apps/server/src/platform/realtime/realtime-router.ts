import { ClientEvent, type ServerEvent } from '@hirehand/shared/messaging/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DomainEventPayloads, DomainEventType } from '../bus/domain-events';
import type { BusEvent } from '../bus/event-bus';
import type { HubConnection, RealtimeHub } from './realtime-hub';

/** One frame for the open sockets (on this instance) of these users. */
export interface FrameDelivery {
  userIds: Iterable<string>;
  frame: ServerEvent;
}

/** How a feature turns its bus events into frames: none, one or several deliveries per event. */
export type EventRoutes = {
  [K in DomainEventType]?: (payload: DomainEventPayloads[K]) => FrameDelivery[];
};

type ParsedClientEvent = z.output<typeof ClientEvent>;
/** Frames the connection itself answers (ping) or records (status_update); features take the rest. */
export type FeatureFrameType = Exclude<ParsedClientEvent['type'], 'ping' | 'status_update'>;

/** How a feature handles the frames a client sends; the frame is already validated. */
export type FrameHandlers = {
  [K in FeatureFrameType]?: (
    connection: HubConnection,
    frame: Extract<ParsedClientEvent, { type: K }>,
  ) => void | Promise<void>;
};

const PONG = JSON.stringify({ type: 'pong' } satisfies ServerEvent);

type AnyEventRoute = (payload: unknown) => FrameDelivery[];
type AnyFrameHandler = (connection: HubConnection, frame: ParsedClientEvent) => void | Promise<void>;

export interface RealtimeRouter {
  /** A feature's bus events to frames; one event type may be routed by several features. */
  registerEvents(feature: string, routes: EventRoutes): void;
  /** A feature's handlers for client frames; one frame type has one handler. */
  registerFrames(feature: string, handlers: FrameHandlers): void;
  /** Delivers one bus event to the sockets the registered routes name. */
  route(event: BusEvent): void;
  /** Answers ping, records status_update, hands other client frames to their feature; unknown ones are ignored. */
  handleFrame(connection: HubConnection, raw: unknown): Promise<void>;
}

/**
 * Where bus events meet sockets, and client frames meet features. Platform knows no feature:
 * each module registers its routes at start-up. A route that throws is logged and the other
 * routes still run; the frame it would have sent is lost, which a reconnect makes up for.
 */
export function createRealtimeRouter(hub: RealtimeHub, log: FastifyBaseLogger): RealtimeRouter {
  const eventRoutes = new Map<string, { feature: string; route: AnyEventRoute }[]>();
  const frameHandlers = new Map<string, { feature: string; handle: AnyFrameHandler }>();

  return {
    registerEvents(feature, routes) {
      for (const [type, route] of Object.entries(routes)) {
        const list = eventRoutes.get(type) ?? [];
        list.push({ feature, route: route as AnyEventRoute });
        eventRoutes.set(type, list);
      }
    },
    registerFrames(feature, handlers) {
      for (const [type, handle] of Object.entries(handlers)) {
        const taken = frameHandlers.get(type);
        if (taken) throw new Error(`${feature}: the ${type} frame is already handled by ${taken.feature}`);
        frameHandlers.set(type, { feature, handle: handle as AnyFrameHandler });
      }
    },
    route(event) {
      for (const { feature, route } of eventRoutes.get(event.type) ?? []) {
        try {
          for (const delivery of route(event.payload)) {
            hub.sendToUsers(delivery.userIds, JSON.stringify(delivery.frame));
          }
        } catch (err) {
          log.error({ err, feature, event: event.type }, 'realtime route failed');
        }
      }
    },
    async handleFrame(connection, raw) {
      const parsed = ClientEvent.safeParse(raw);
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
        default: {
          const handler = frameHandlers.get(frame.type);
          if (handler) await handler.handle(connection, frame);
        }
      }
    },
  };
}
