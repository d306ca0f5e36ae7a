import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type BusEvent, type BusHandler, dispatch, type EventBus } from './event-bus';

/**
 * Redis pub/sub: every instance subscribed to the channel gets every event, its
 * own included, so delivery works the same with one instance or many.
 */
export async function createRedisBus(
  publisher: Redis,
  channel: string,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const subscriber = publisher.duplicate();
  const handlers = new Set<BusHandler>();
  subscriber.on('message', (_channel: string, raw: string) => {
    let event: BusEvent;
    try {
      event = JSON.parse(raw) as BusEvent;
    } catch (err) {
      log.warn({ err, feature: 'bus' }, 'ignored a malformed bus message');
      return;
    }
    dispatch(handlers, event, (err) => log.error({ err, feature: 'bus' }, 'bus handler failed'));
  });
  await subscriber.subscribe(channel);
  return {
    name: 'redis',
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      subscriber.disconnect();
    },
  };
}
