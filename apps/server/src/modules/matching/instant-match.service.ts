import { randomUUID } from 'node:crypto';
import { salaryText } from '@hirehand/shared/jobs/salary-text';
import {
  INSTANT_MATCH_LIMITS,
  type InstantMatchDto,
  type InstantMatchInput,
} from '@hirehand/shared/matching/instant-match';
import { MATCHING_ERRORS } from '@hirehand/shared/matching/matching-errors';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { discoverableWorkers, publicName } from '../location/location.service';
import { canonicalSkill, canonicalSkills } from '../skills/skills.service';
import { findUserById } from '../users/users.service';
import { type InstantSearch, instantJobs } from './instant-match.repo';
import type { GeoPoint } from './match-jobs.repo';
import { positionOf, skillSpellings } from './match-jobs.service';

type Input = z.output<typeof InstantMatchInput>;

const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle distance in km (the workers placed by a city are measured in Node). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Where to look: the device's position, else the draft's city, else the caller's place. */
async function originOf(ctx: AppContext, input: Input, callerId: string | null): Promise<GeoPoint | null> {
  if (input.location) return { latitude: input.location.latitude, longitude: input.location.longitude };
  const city = text(input.gig_data.city);
  if (city) {
    const found = await ctx.geo.findCity(city);
    if (found) return { latitude: found.latitude, longitude: found.longitude };
  }
  if (!callerId) return null;
  const caller = await findUserById(ctx.db, callerId);
  return caller ? positionOf(ctx, caller) : null;
}

/**
 * POST /api/ai/instant-match (spec 3 §7): open jobs (find_jobs) or discoverable workers
 * (find_workers) near the draft that fit its skills or category, nearest fitting first; at most
 * INSTANT_MATCH_LIMITS.shownMax answered and the count within the radius.
 */
export async function instantMatch(props: {
  ctx: AppContext;
  callerId: string | null;
  input: Input;
}): Promise<InstantMatchDto> {
  const { ctx, callerId, input } = props;
  const draft = input.gig_data;
  const category = text(draft.category);
  if (!text(draft.title) || !text(draft.description) || !category)
    throw errors.badRequest(MATCHING_ERRORS.basicDetailsMissing);
  const point = await originOf(ctx, input, callerId);
  if (!point) return { matches: [], total: 0 };
  const skills = canonicalSkills(draft.skills_required ?? []);
  const search: InstantSearch = {
    callerId,
    point,
    radiusKm: input.radius,
    category,
    skillSpellings: skillSpellings(skills.length > 0 ? [...skills, ...(draft.skills_required ?? [])] : []),
    now: ctx.clock.now(),
    limit: INSTANT_MATCH_LIMITS.totalCap,
  };
  if (input.match_type === 'find_jobs') {
    const rows = await instantJobs(ctx.db, search);
    return {
      matches: rows.slice(0, INSTANT_MATCH_LIMITS.shownMax).map((row) => ({
        id: row.id,
        kind: 'job' as const,
        title: row.title,
        subtitle: row.city ? `${salaryText(row)} · ${row.city}` : salaryText(row),
        distance_km: row.distance_km,
      })),
      total: rows.length,
    };
  }
  return findWorkers(ctx, search, skills);
}

async function findWorkers(
  ctx: AppContext,
  search: InstantSearch,
  skills: string[],
): Promise<InstantMatchDto> {
  const wanted = new Set(skills.map((skill) => skill.toLowerCase()));
  const rows = await discoverableWorkers(ctx, {
    point: search.point,
    radiusKm: search.radiusKm,
    excludeUserId: search.callerId,
    limit: search.limit * 5,
    fit: { skillSpellings: search.skillSpellings, category: search.category },
    withCityOnly: true,
  });
  const cities = new Map<string, GeoPoint | null>();
  const found: { title: string; subtitle: string; distance: number; fit: number }[] = [];
  for (const row of rows) {
    let place: GeoPoint | null =
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null;
    if (!place && row.city) {
      const key = row.city.trim().toLowerCase();
      if (!cities.has(key)) {
        const city = await ctx.geo.findCity(row.city);
        cities.set(key, city ? { latitude: city.latitude, longitude: city.longitude } : null);
      }
      place = cities.get(key) ?? null;
    }
    if (!place) continue;
    const distance = distanceKm(search.point, place);
    if (distance > search.radiusKm) continue;
    const fitting = canonicalSkills(row.skills).filter((skill) =>
      wanted.has((canonicalSkill(skill) ?? skill).toLowerCase()),
    );
    const inCategory = row.categories.includes(search.category);
    found.push({
      title: publicName(row.full_name),
      subtitle: fitting.length > 0 ? fitting.join(', ') : search.category,
      distance,
      fit: fitting.length * 2 + (inCategory ? 1 : 0),
    });
  }
  found.sort((a, b) => b.fit - a.fit || a.distance - b.distance);
  return {
    matches: found.slice(0, INSTANT_MATCH_LIMITS.shownMax).map((worker) => ({
      // An id for this answer only: a worker's account id is not given out.
      id: randomUUID(),
      kind: 'worker' as const,
      title: worker.title,
      subtitle: worker.subtitle,
      distance_km: Math.round(worker.distance),
    })),
    total: Math.min(found.length, INSTANT_MATCH_LIMITS.totalCap),
  };
}
