import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workPreferences } from '../../db/schema/matching';
import { userLocations } from '../../db/schema/user-locations';
import { users } from '../../db/schema/users';

export type UserLocationRow = typeof userLocations.$inferSelect;

/** Stores the user's last position (one row per user, replaced on every update). */
export async function upsertUserLocation(
  db: Executor,
  values: { userId: string; latitude: number; longitude: number; accuracy: number | null; label: string },
  at: Date,
): Promise<UserLocationRow> {
  const [row] = await db
    .insert(userLocations)
    .values({ ...values, locationType: 'current', updatedAt: at })
    .onConflictDoUpdate({
      target: userLocations.userId,
      set: {
        latitude: values.latitude,
        longitude: values.longitude,
        accuracy: values.accuracy,
        label: values.label,
        locationType: 'current',
        updatedAt: at,
      },
    })
    .returning();
  return row!;
}

export async function findUserLocation(db: Executor, userId: string): Promise<UserLocationRow | null> {
  const [row] = await db.select().from(userLocations).where(eq(userLocations.userId, userId));
  return row ?? null;
}

const KM_PER_DEGREE = 111.195;

/** Where to look for discoverable workers, and which fit (the instant match's draft); no `fit` takes every one. */
export interface DiscoverableWorkerSearch {
  point: { latitude: number; longitude: number };
  radiusKm: number;
  /** The caller, never answered about themselves; null signed out. */
  excludeUserId: string | null;
  limit: number;
  fit?: { skillSpellings: string[]; category: string };
  /** Also those placed only by a city (no coordinates), for the caller to place. */
  withCityOnly?: boolean;
}

export interface DiscoverableWorkerRow {
  full_name: string;
  skills: string[];
  categories: string[];
  trust_score: number;
  /** Their last shared position, else their profile's coordinates; null when only a city places them. */
  latitude: number | null;
  longitude: number | null;
  city: string | null;
}

const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * Workers who chose to be found (work_preferences.discoverable, through its partial index), placed
 * by their last shared position, else their profile's coordinates, within the radius (a box, then
 * the equirectangular distance), nearest first. One query for the map's worker locations and the
 * instant match's find_workers (decision 041). Rows stay on the server: callers answer a name and
 * a rounded position, never these.
 */
export async function findDiscoverableWorkers(
  db: Executor,
  search: DiscoverableWorkerSearch,
): Promise<DiscoverableWorkerRow[]> {
  const lat = sql`coalesce(${userLocations.latitude}, ${users.latitude})`;
  const lng = sql`coalesce(${userLocations.longitude}, ${users.longitude})`;
  const { point } = search;
  const dLat = search.radiusKm / KM_PER_DEGREE;
  const cos = Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180));
  const dLng = Math.min(180, dLat / cos);
  const placed = sql`(${lat} between ${point.latitude - dLat}::float8 and ${point.latitude + dLat}::float8
    and ${lng} between ${point.longitude - dLng}::float8 and ${point.longitude + dLng}::float8
    and (${lat} - ${point.latitude}::float8) ^ 2 + ((${lng} - ${point.longitude}::float8) * ${cos}::float8) ^ 2
      <= ${dLat * dLat}::float8)`;
  const where: SQL[] = [sql`${workPreferences.discoverable}`, sql`${users.userType} = 'worker'`];
  if (search.excludeUserId) where.push(sql`${users.id} <> ${search.excludeUserId}::uuid`);
  if (search.fit) {
    const skills =
      search.fit.skillSpellings.length > 0
        ? sql`${users.skills} && ${textArray(search.fit.skillSpellings)}`
        : sql`false`;
    where.push(sql`(${skills} or ${search.fit.category} = any(${workPreferences.categories}))`);
  }
  where.push(
    search.withCityOnly ? sql`(${placed} or (${lat} is null and ${users.city} is not null))` : placed,
  );
  const result = await db.execute(
    sql`select ${users.fullName} as "full_name", ${users.skills} as "skills",
        ${workPreferences.categories} as "categories", ${users.trustScore} as "trust_score",
        ${lat} as "latitude", ${lng} as "longitude", ${users.city} as "city"
      from ${workPreferences}
        join ${users} on ${users.id} = ${workPreferences.userId}
        left join ${userLocations} on ${userLocations.userId} = ${users.id}
      where ${sql.join(where, sql` and `)}
      order by (${lat} - ${point.latitude}::float8) ^ 2
        + ((${lng} - ${point.longitude}::float8) * ${cos}::float8) ^ 2 asc nulls last, ${users.id}
      limit ${search.limit}`,
  );
  return (result as unknown as { rows: DiscoverableWorkerRow[] }).rows;
}
