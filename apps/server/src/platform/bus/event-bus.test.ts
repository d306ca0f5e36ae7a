import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { testTarget } from '../../../test/test-database';
import { connectRedis } from '../redis';
import type { BusEvent, EventBus } from './event-bus';
import { createInProcessBus } from './in-process-bus';
import { createRedisBus } from './redis-bus';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
/** A payload with text beyond ASCII, to show it crosses instances intact. */
const TYPING = { conversationId: 'c1 héllo', userId: 'u1', isTyping: true, participantIds: ['u1', 'u2'] };
const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const nextEvent = (bus: EventBus) =>
  new Promise<BusEvent>((resolve) => {
    const stop = bus.subscribe((event) => {
      stop();
      resolve(event);
    });
  });

describe('in-process bus', () => {
  it('delivers to every subscriber and survives a failing handler', async () => {
    const bus = createInProcessBus(log);
    closers.push(() => bus.close());
    bus.subscribe(() => {
      throw new Error('boom');
    });
    const received = nextEvent(bus);
    await bus.publish({ type: 'session.revoked', payload: { sessionIds: ['s1'] } });
    await expect(received).resolves.toEqual({ type: 'session.revoked', payload: { sessionIds: ['s1'] } });
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = createInProcessBus(log);
    closers.push(() => bus.close());
    const seen: BusEvent[] = [];
    const stop = bus.subscribe((event) => {
      seen.push(event);
    });
    stop();
    await bus.publish({ type: 'session.revoked', payload: { sessionIds: [] } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([]);
  });
});

describe.skipIf(!testTarget.redisUrl)('Redis bus (real Redis)', () => {
  // Two instances on their own connections sharing a fresh channel, closed after the test.
  const twoInstances = async () => {
    const channel = `hh-test-${Date.now()}-${Math.random()}:events`;
    const redisA = await connectRedis(testTarget.redisUrl!);
    const redisB = await connectRedis(testTarget.redisUrl!);
    const busA = await createRedisBus(redisA, channel, log);
    const busB = await createRedisBus(redisB, channel, log);
    closers.push(async () => {
      await busA.close();
      await busB.close();
      redisA.disconnect();
      redisB.disconnect();
    });
    return { busA, busB };
  };

  it('delivers an event published on one instance to another instance', async () => {
    const { busA, busB } = await twoInstances();

    const onB = nextEvent(busB);
    const onA = nextEvent(busA);
    await busA.publish({ type: 'messaging.typing', payload: TYPING });
    const expected = { type: 'messaging.typing', payload: TYPING };
    await expect(onB).resolves.toEqual(expected);
    await expect(onA).resolves.toEqual(expected);
  });

  it("delivers an instance's own events once, without waiting on Redis", async () => {
    const { busA, busB } = await twoInstances();
    const seenOnA: BusEvent[] = [];
    busA.subscribe((event) => {
      seenOnA.push(event);
    });

    const onB = nextEvent(busB);
    await busA.publish({ type: 'session.revoked', payload: { sessionIds: ['x'] } });
    await onB;
    // A's subscriber gets the echo of x (if it delivered it) before y: one connection, in order.
    const afterEcho = nextEvent(busA);
    await busB.publish({ type: 'session.revoked', payload: { sessionIds: ['y'] } });
    await afterEcho;
    expect(seenOnA).toEqual([
      { type: 'session.revoked', payload: { sessionIds: ['x'] } },
      { type: 'session.revoked', payload: { sessionIds: ['y'] } },
    ]);
  });

  it('still delivers on the instance when Redis cannot take the event', async () => {
    const redis = await connectRedis(testTarget.redisUrl!);
    const bus = await createRedisBus(redis, `hh-test-${Date.now()}-${Math.random()}:events`, log);
    closers.push(() => bus.close());
    redis.disconnect();
    const received = nextEvent(bus);
    await bus.publish({ type: 'session.revoked', payload: { sessionIds: ['s2'] } });
    await expect(received).resolves.toEqual({ type: 'session.revoked', payload: { sessionIds: ['s2'] } });
  });
});
