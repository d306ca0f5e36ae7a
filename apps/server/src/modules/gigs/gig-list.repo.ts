import type { GigSort } from '@hirehand/shared/gigs/gig-dto';
import type { GigCategory, GigType } from '@hirehand/shared/gigs/gig-enums';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';
import { toPrefixTsQuery } from '../../db/search-query';
import { creatorColumns, NEWEST_FIRST, postingColumns } from './gigs.repo';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface OpenPostingFilters {
  mode: 'service' | 'job' | 'all';
  gigType?: GigType;
  category?: GigCategory;
  city?: string;
  priceMin?: number;
  priceMax?: number;
  search?: string;
  /** Where distances are measured from (a resolved city or the searcher's position). */
  point?: GeoPoint | null;
  /** Only postings within this many metres of `point`. */
  radiusMetres?: number | null;
  /** nearest needs `point` (the service falls back to newest without one). */
  sort?: GigSort;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

// The same expressions as the partial GiST index postings_open_geo_idx (open postings with a position).
const position = sql`ll_to_earth(${postings.latitude}, ${postings.longitude})`;
const hasPosition = sql`${postings.latitude} is not null and ${postings.longitude} is not null`;
const originOf = (point: GeoPoint) => sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;

function conditionsOf(filters: OpenPostingFilters): SQL {
  // A literal, so the planner matches the partial indexes' `WHERE status = 'open'`.
  const conditions: SQL[] = [sql`${postings.status} = 'open'`];
  if (filters.gigType) conditions.push(eq(postings.gigType, filters.gigType));
  if (filters.category) conditions.push(eq(postings.category, filters.category));
  if (filters.city) {
    // A prefix match on lower(city): the trigram index on lower(city) serves LIKE.
    conditions.push(sql`lower(${postings.city}) like ${`${escapeLike(filters.city.toLowerCase())}%`}`);
  }
  if (filters.priceMin !== undefined) conditions.push(sql`${postings.priceAmount} >= ${filters.priceMin}`);
  if (filters.priceMax !== undefined) conditions.push(sql`${postings.priceAmount} <= ${filters.priceMax}`);
  const tsQuery = filters.search ? toPrefixTsQuery(filters.search) : null;
  // Unaccented as the stored document was (postings_search_document): "electricien" finds "Électricien".
  if (tsQuery)
    conditions.push(sql`${postings.searchVector} @@ to_tsquery('english', hirehand_unaccent(${tsQuery}))`);
  if (filters.point && filters.radiusMetres) {
    // The earth_box test is what the GiST index answers; earth_distance then drops the corners.
    const origin = originOf(filters.point);
    conditions.push(
      sql`${hasPosition} and earth_box(${origin}, ${filters.radiusMetres}::float8) @> ${position} and earth_distance(${origin}, ${position}) <= ${filters.radiusMetres}::float8`,
    );
  }
  if (filters.sort === 'nearest') conditions.push(hasPosition);
  return and(...conditions)!;
}

/**
 * Open postings matching the filters, with their creator and (around a point) the distance in
 * km; newest first, or nearest first around a point (postings without a place then leave the
 * list). `limit` rows from `offset`.
 */
export async function listOpenPostings(
  db: Executor,
  filters: OpenPostingFilters,
  page: { limit: number; offset: number },
) {
  const matching = conditionsOf(filters);
  const point = filters.point ?? null;
  const distanceKm = point
    ? sql<
        number | null
      >`case when ${hasPosition} then round((earth_distance(${originOf(point)}, ${position}) / 1000)::numeric, 1)::float8 end`
    : sql<null>`null::float8`;
  const query = db
    .select({ posting: postingColumns, ...creatorColumns, distanceKm })
    .from(postings)
    .innerJoin(users, eq(users.id, postings.posterId));
  const modeMatches = filters.mode === 'all' ? sql`true` : eq(postings.mode, filters.mode);

  if (point && filters.sort === 'nearest') {
    // k-nearest-neighbour through the GiST index; the id keeps pages stable.
    return query
      .where(and(modeMatches, matching))
      .orderBy(sql`${position} <-> ${originOf(point)}`, desc(postings.id))
      .limit(page.limit)
      .offset(page.offset);
  }
  if (filters.mode !== 'all') {
    // Same order as the (mode, created_at desc nulls last) indexes; the id keeps pages stable.
    return query
      .where(and(eq(postings.mode, filters.mode), matching))
      .orderBy(NEWEST_FIRST, desc(postings.id))
      .limit(page.limit)
      .offset(page.offset);
  }
  // Both modes: every index leads with the mode, so each mode's newest are read in index
  // order and merged, rather than sorting every open posting.
  const newestOf = (mode: 'service' | 'job') => sql`(
    select ${postings.id}, ${postings.createdAt} from ${postings}
    where ${postings.mode} = ${mode} and ${matching}
    order by ${NEWEST_FIRST}, ${postings.id} desc
    limit ${page.offset + page.limit}
  )`;
  const pageIds = sql`select id from (
    ${newestOf('service')} union all ${newestOf('job')}
    order by created_at desc nulls last, id desc
    limit ${page.limit} offset ${page.offset}
  ) as page`;
  return query.where(sql`${postings.id} in (${pageIds})`).orderBy(NEWEST_FIRST, desc(postings.id));
}
