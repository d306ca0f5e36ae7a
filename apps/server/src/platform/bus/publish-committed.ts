import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent } from './domain-events';
import type { EventBus } from './event-bus';

/**
 * The one way services publish. For a stored change, call it after the transaction has
 * committed, never inside it (subscribers would see what a rollback may undo). The change
 * is stored and a reconnecting client catches up from the database (decision 009), so a
 * bus failure is logged (the event's type, never its payload) and never reaches the
 * caller: a Redis hiccup must not turn a stored change into a 500. Signals that are never
 * stored (typing, presence) go through it too, for the same reason. No publish today needs
 * its failure to reach the caller; one that does would call bus.publish and say why.
 */
export async function publishCommitted(
  ctx: { bus: EventBus; log: FastifyBaseLogger },
  event: DomainEvent,
  log: FastifyBaseLogger = ctx.log,
): Promise<void> {
  try {
    await ctx.bus.publish(event);
  } catch (err) {
    log.error({ err, feature: 'bus', event: event.type }, 'event not published');
  }
}
