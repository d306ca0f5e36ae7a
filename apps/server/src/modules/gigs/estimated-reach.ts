import { CATEGORY_SKILL_WORDS, type GigCategory, type LocationType } from '@hirehand/shared/gigs/gig-enums';
import type { UserType } from '@hirehand/shared/users/user-types';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users';

/** How far from an on-site or hybrid posting a user may be and still count. */
export const REACH_RADIUS_KM = 50;

export interface ReachTarget {
  posterId: string;
  mode: 'service' | 'job';
  category: GigCategory;
  skillsRequired: string[];
  locationType: LocationType;
  latitude: number | null;
  longitude: number | null;
}

/** Who sees a posting of each mode: jobs reach workers, service gigs reach clients. */
const AUDIENCE: Record<ReachTarget['mode'], UserType[]> = {
  job: ['worker'],
  service: ['employer', 'company'],
};

const textArray = (values: string[]) =>
  values.length === 0
    ? sql`array[]::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/**
 * The estimated reach of a posting: how many users, other than the poster, it is shown to.
 * - Audience: a job reaches workers; a service gig reaches clients (employers and companies).
 * - Area: an on-site or hybrid posting with coordinates reaches users whose own position is
 *   within REACH_RADIUS_KM (users without a position are left out); a remote posting, or one
 *   without coordinates, reaches the whole platform.
 * - Category (jobs only): a worker counts when one of their skills, case-insensitively,
 *   contains one of the category's words (CATEGORY_SKILL_WORDS) or equals one of the
 *   posting's required skills. Category "other" reaches every worker. Clients declare no
 *   skills, so a service gig reaches every client in its area.
 */
export async function estimateReach(db: Executor, target: ReachTarget): Promise<number> {
  const conditions: SQL[] = [
    sql`${users.id} <> ${target.posterId}`,
    sql`${users.userType} = any (${textArray(AUDIENCE[target.mode])})`,
  ];

  if (target.locationType !== 'remote' && target.latitude !== null && target.longitude !== null) {
    const centre = sql`ll_to_earth(${target.latitude}::float8, ${target.longitude}::float8)`;
    const point = sql`ll_to_earth(${users.latitude}, ${users.longitude})`;
    const metres = REACH_RADIUS_KM * 1000;
    conditions.push(
      sql`${users.latitude} is not null and ${users.longitude} is not null`,
      // The box is a cheap pre-filter; the distance is the exact test.
      sql`earth_box(${centre}, ${metres}) @> ${point}`,
      sql`earth_distance(${centre}, ${point}) <= ${metres}`,
    );
  }

  if (target.mode === 'job' && target.category !== 'other') {
    const words = CATEGORY_SKILL_WORDS[target.category] ?? [];
    const patterns = words.map((word) => `%${word.toLowerCase()}%`);
    const exact = [...new Set(target.skillsRequired.map((skill) => skill.trim().toLowerCase()))];
    conditions.push(sql`exists (
      select 1 from unnest(${users.skills}) as skill(name)
      where lower(skill.name) like any (${textArray(patterns)})
         or lower(skill.name) = any (${textArray(exact)})
    )`);
  }

  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql.join(conditions, sql` and `));
  return row?.count ?? 0;
}
