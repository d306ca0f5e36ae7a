import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadOptions {
  baseUrl: string;
  /** The path of the i-th request (e.g. cycling through many different queries). */
  pathOf: (index: number) => string;
  /** Arrivals per second, fixed: requests go out on schedule whether or not earlier ones came back. */
  rate: number;
  durationS: number;
  /** Seconds of load before measuring starts (connections, JIT, caches). */
  warmupS: number;
  timeoutMs?: number;
}

export interface LoadResult {
  rate: number;
  measured: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  /** Responses completed per second in the measured window. */
  throughput: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Open-loop load: request i is due at start + i / rate, and its latency is counted from that
 * due time, not from when it was actually sent, so a slow server cannot slow the arrivals
 * down and hide its own queueing (no coordinated omission).
 */
export async function runOpenLoop(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const total = Math.round(options.rate * (options.warmupS + options.durationS));
  const intervalMs = 1000 / options.rate;
  const warmupCount = Math.round(options.rate * options.warmupS);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let lastEnd = 0;
  let pending = 0;
  let next = 0;
  const start = performance.now() + 20;
  const measureStart = start + warmupCount * intervalMs;

  await new Promise<void>((resolve) => {
    const fire = (index: number, dueAt: number) => {
      pending++;
      const done = (status: string) => {
        const end = performance.now();
        pending--;
        if (index >= warmupCount) {
          latencies.push(end - dueAt);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status !== '200') errors++;
          lastEnd = Math.max(lastEnd, end);
        }
        if (next >= total && pending === 0) resolve();
      };
      const request = http.get(
        `${options.baseUrl}${options.pathOf(index)}`,
        { agent, timeout: options.timeoutMs ?? 10_000 },
        (response) => {
          response.resume();
          response.on('end', () => done(String(response.statusCode)));
          response.on('error', () => done('response-error'));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => done(error.message === 'timeout' ? 'timeout' : 'error'));
    };

    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * intervalMs <= now) {
        fire(next, start + next * intervalMs);
        next++;
      }
      if (next < total) setTimeout(tick, Math.max(0, Math.min(5, start + next * intervalMs - now)));
    };
    setTimeout(tick, 20);
  });
  agent.destroy();

  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    rate: options.rate,
    measured: sorted.length,
    errors,
    statuses,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    mean: round(sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, sorted.length)),
    throughput: round((sorted.length / Math.max(1, lastEnd - measureStart)) * 1000),
  };
}
