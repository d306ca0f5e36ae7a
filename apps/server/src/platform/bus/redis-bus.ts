import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { duplicateRedis, withRedis } from '../redis';
import type { DomainEvent } from './domain-events';
import { type BusHandler, dispatch, type EventBus } from './event-bus';

/**
 * What travels on the channel: the event and the instance that published it. Only this
 * app's instances publish on the channel, with events typed by DomainEventPayloads.
 */
type Envelope = DomainEvent & { origin?: string };

/**
 * Redis pub/sub across instances. An instance delivers its own events to its own subscribers
 * at once, without Redis, and skips them when they come back from the channel (by `origin`):
 * sockets on the publishing instance never wait on Redis, keep working while it is down, and
 * get each event once. Publishing to Redis is best effort (events are at-most-once, see
 * decision 009); the subscriber reconnects and resubscribes on its own after an outage.
 */
export async function createRedisBus(
  publisher: Redis,
  channel: string,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const origin = randomUUID();
  const subscriber = await duplicateRedis(publisher);
  const handlers = new Set<BusHandler>();
  const deliver = (event: DomainEvent) =>
    dispatch(handlers, event, (err) => log.error({ err, feature: 'bus' }, 'bus handler failed'));

  subscriber.on('message', (_channel: string, raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch (err) {
      log.warn({ err, feature: 'bus' }, 'ignored a malformed bus message');
      return;
    }
    if (envelope.origin === origin) return;
    const { origin: _origin, ...event } = envelope;
    deliver(event);
  });
  try {
    await subscriber.subscribe(channel);
  } catch (err) {
    subscriber.disconnect();
    throw err;
  }

  return {
    name: 'redis',
    async publish(event) {
      // Deliver after the publisher's current work, as the other instances will.
      queueMicrotask(() => deliver(event));
      const envelope: Envelope = { ...event, origin };
      await withRedis(
        publisher,
        () => publisher.publish(channel, JSON.stringify(envelope)),
        () => 0,
      );
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
