import type { FastifyBaseLogger } from 'fastify';
import { type BusHandler, dispatch, type EventBus } from './event-bus';

export function createInProcessBus(log: FastifyBaseLogger): EventBus {
  const handlers = new Set<BusHandler>();
  return {
    name: 'in-process',
    async publish(event) {
      // Deliver after the publisher's current work, as a remote bus would.
      queueMicrotask(() =>
        dispatch(handlers, event, (err) => log.error({ err, feature: 'bus' }, 'bus handler failed')),
      );
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
