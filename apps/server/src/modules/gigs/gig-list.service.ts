import type { GigListDto, GigListQuery } from '@hirehand/shared/gigs/gig-dto';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { entitlementsOfMany } from '../membership/membership.service';
import { type GeoPoint, listOpenPostings } from './gig-list.repo';
import { toGigListItemDto } from './gigs.presenter';

type ListQuery = z.output<typeof GigListQuery>;

/** Where distances are measured from: the named city (it wins; unknown is a 400), else the searcher's point. */
async function pointOf(ctx: AppContext, query: ListQuery): Promise<GeoPoint | null> {
  if (query.near) {
    const city = await ctx.geo.findCity(query.near);
    if (!city) throw errors.badRequest(GIG_ERRORS.unknownLocation(query.near));
    return { latitude: city.latitude, longitude: city.longitude };
  }
  if (query.latitude !== undefined && query.longitude !== undefined) {
    return { latitude: query.latitude, longitude: query.longitude };
  }
  return null;
}

/**
 * GET /api/gigs: open postings, filtered, newest first; around a point (near a city or the
 * searcher's position) each carries its distance, a radius keeps the close ones and
 * sort=nearest orders them by distance (newest first without a point).
 */
export async function listGigs(props: { ctx: AppContext; query: ListQuery }): Promise<GigListDto> {
  const { ctx, query } = props;
  const point = await pointOf(ctx, query);
  const rows = await listOpenPostings(
    ctx.db,
    {
      mode: query.mode,
      gigType: query.gig_type,
      category: query.category,
      city: query.location || undefined,
      priceMin: query.price_min,
      priceMax: query.price_max,
      search: query.search,
      point,
      radiusMetres: point && query.radius_km ? query.radius_km * 1000 : null,
      sort: point ? query.sort : 'newest',
    },
    // One more than asked tells whether another page exists.
    { limit: query.limit + 1, offset: (query.page - 1) * query.limit },
  );
  const page = rows.slice(0, query.limit);
  // Every card's Pro badge in one query.
  const plans = await entitlementsOfMany(
    ctx.db,
    page.map((row) => row.creatorId),
  );
  return {
    gigs: page.map((row) => ({
      ...toGigListItemDto(row.posting, {
        ...row,
        creatorPro: plans.get(row.creatorId)?.has('pro_badge') ?? false,
      }),
      ...(point ? { distance_km: row.distanceKm } : {}),
    })),
    page: query.page,
    limit: query.limit,
    has_more: rows.length > query.limit,
  };
}
