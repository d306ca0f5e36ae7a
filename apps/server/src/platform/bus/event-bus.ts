import type { DomainEvent } from './domain-events';

/**
 * Domain events travel on the bus: services publish, the realtime hub (and other
 * listeners) subscribe. In-process by default; Redis pub/sub across instances. Both ends are
 * typed by DomainEventPayloads: a subscriber narrows on `event.type` and reads its payload
 * without a cast, and a publisher cannot send a payload its type does not declare.
 */
export type BusEvent = DomainEvent;

export type BusHandler = (event: DomainEvent) => void | Promise<void>;

export interface EventBus {
  readonly name: 'in-process' | 'redis';
  /** Delivers on this instance whatever happens; reaching other instances is best effort (never throws for it). */
  publish(event: DomainEvent): Promise<void>;
  /** Returns a function that removes the handler. */
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}

/** Runs every handler; one handler's failure is reported and never stops the others. */
export function dispatch(
  handlers: Iterable<BusHandler>,
  event: DomainEvent,
  onError: (error: unknown) => void,
) {
  for (const handler of handlers) {
    try {
      const result = handler(event);
      if (result instanceof Promise) result.catch(onError);
    } catch (error) {
      onError(error);
    }
  }
}
