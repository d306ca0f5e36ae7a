import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postings } from '../../db/schema/postings';
import { type GeoPoint, rowsOf, textArray, within } from './match-jobs.repo';

/** What the instant match looks for around a point. */
export interface InstantSearch {
  /** The caller, whose own postings (or self) are left out; null signed out. */
  callerId: string | null;
  point: GeoPoint;
  radiusKm: number;
  category: string;
  /** The draft's skills as they may be written (skillSpellings). */
  skillSpellings: string[];
  now: Date;
  limit: number;
}

export interface InstantJobRow {
  id: string;
  title: string;
  city: string | null;
  pricing_type: string;
  salary_min: number | null;
  salary_max: number | null;
  fixed_price: number | null;
  distance_km: number;
}

/**
 * Open job-mode postings still shown within the radius (box, then the equirectangular distance),
 * of the draft's category or with a skill in common, not the caller's: a skill in common first,
 * then the category, then nearest.
 */
export function instantJobs(db: Executor, search: InstantSearch): Promise<InstantJobRow[]> {
  const skills =
    search.skillSpellings.length > 0
      ? sql`${postings.skillsRequired} && ${textArray(search.skillSpellings)}`
      : sql`false`;
  const category = sql`${postings.category} = ${search.category}`;
  const cos = Math.cos((search.point.latitude * Math.PI) / 180);
  return rowsOf<InstantJobRow>(
    db,
    sql`select ${postings.id} as "id", ${postings.title} as "title", ${postings.city} as "city",
        ${postings.pricingType} as "pricing_type", ${postings.salaryMin}::float8 as "salary_min",
        ${postings.salaryMax}::float8 as "salary_max", ${postings.fixedPrice}::float8 as "fixed_price",
        round((earth_distance(ll_to_earth(${search.point.latitude}::float8, ${search.point.longitude}::float8),
          ll_to_earth(${postings.latitude}, ${postings.longitude})) / 1000)::numeric, 1)::float8 as "distance_km"
      from ${postings}
      where ${postings.mode} = 'job' and ${postings.status} = 'open'
        and (${postings.visibleUntil} is null or ${postings.visibleUntil} > ${search.now.toISOString()}::timestamptz)
        ${search.callerId ? sql`and ${postings.posterId} <> ${search.callerId}::uuid` : sql``}
        and ${within(search.point, search.radiusKm)}
        and (${category} or ${skills})
      order by (${skills})::int * 2 + (${category})::int desc,
        (${postings.latitude} - ${search.point.latitude}::float8) ^ 2
          + ((${postings.longitude} - ${search.point.longitude}::float8) * ${cos}::float8) ^ 2 asc,
        ${postings.createdAt} desc, ${postings.id}
      limit ${search.limit}`,
  );
}
