/**
 * Domain events travel on the bus: services publish, the realtime hub (and other
 * listeners) subscribe. In-process by default; Redis pub/sub across instances.
 */
export interface BusEvent<T = unknown> {
  type: string;
  payload: T;
}

export type BusHandler = (event: BusEvent) => void | Promise<void>;

export interface EventBus {
  readonly name: 'in-process' | 'redis';
  /** Delivers on this instance whatever happens; reaching other instances is best effort (never throws for it). */
  publish(event: BusEvent): Promise<void>;
  /** Returns a function that removes the handler. */
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}

/** Runs every handler; one handler's failure is reported and never stops the others. */
export function dispatch(handlers: Iterable<BusHandler>, event: BusEvent, onError: (error: unknown) => void) {
  for (const handler of handlers) {
    try {
      const result = handler(event);
      if (result instanceof Promise) result.catch(onError);
    } catch (error) {
      onError(error);
    }
  }
}
