// The stores @fastify/rate-limit uses internally; platform/rate-limit.ts combines the two.
declare module '@fastify/rate-limit/store/*.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  interface StoreResult {
    current: number;
    ttl: number;
  }
  type StoreCallback = (error: Error | null, result?: StoreResult) => void;
  interface Store extends FastifyRateLimitStore {
    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    child(routeOptions: unknown): Store;
  }
  const Store: new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;
  export default Store;
}
