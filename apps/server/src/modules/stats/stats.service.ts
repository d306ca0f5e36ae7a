import {
  MIN_POSTINGS_PER_SIDE,
  MIN_WORKERS_SHOWN,
  type PublicStatsDto,
  roundDownForDisplay,
} from '@hirehand/shared/stats/stats';
import type { AppContext } from '../../platform/context';
import { countOpenPostings, countWorkers, hourlyMediansByCertification } from './stats.repo';

/** The landing page asks on every visit; the figures move slowly, so each instance keeps them a while. */
export const PUBLIC_STATS_CACHE_MS = 10 * 60_000;

const cache = new WeakMap<AppContext, { until: number; stats: PublicStatsDto }>();

/** GET /api/stats/public: the figures the product computes from its own data, rounded down. */
export async function publicStats(ctx: AppContext): Promise<PublicStatsDto> {
  const now = ctx.clock.now();
  const cached = cache.get(ctx);
  if (cached && cached.until > now.getTime()) return cached.stats;
  const [workers, openPostings, medians] = await Promise.all([
    countWorkers(ctx.db),
    countOpenPostings(ctx.db),
    hourlyMediansByCertification(ctx.db),
  ]);
  const stats: PublicStatsDto = {
    workers: workers >= MIN_WORKERS_SHOWN ? roundDownForDisplay(workers) : null,
    open_postings: openPostings > 0 ? roundDownForDisplay(openPostings) : null,
    certified_hourly_premium: certifiedPremium(medians),
    computed_at: now.toISOString(),
  };
  cache.set(ctx, { until: now.getTime() + PUBLIC_STATS_CACHE_MS, stats });
  return stats;
}

function certifiedPremium({ certified, other }: Awaited<ReturnType<typeof hourlyMediansByCertification>>) {
  if (certified.count < MIN_POSTINGS_PER_SIDE || other.count < MIN_POSTINGS_PER_SIDE) return null;
  if (certified.median === null || other.median === null) return null;
  const premium = Math.floor(certified.median - other.median);
  return premium > 0 ? premium : null;
}
