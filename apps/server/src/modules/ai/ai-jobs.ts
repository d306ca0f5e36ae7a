import type { AiJobMatchDto } from '@hirehand/shared/ai/ai-chat';
import type { UserRow } from '../../db/schema/users';
import type { AppContext } from '../../platform/context';
import type { City } from '../../platform/geo/geo-provider';
import {
  type GeoPoint,
  nearbyOpenJobs,
  openJobsForSkills,
  SKILL_MATCH_RADIUS_KM,
} from '../jobs/jobs.service';
import { savedPositionOf } from '../location/location.service';

/**
 * Where the chat looks for jobs, and how its reply names the place: the city the person said in
 * this conversation, else their last shared position, else their profile's coordinates or city;
 * a visitor who named no city is matched anywhere.
 */
export async function jobsNear(props: {
  ctx: AppContext;
  user: UserRow | null;
  cityName: string | null;
  conversationCity: City | null;
}) {
  const { ctx, user } = props;
  let point: GeoPoint | null = null;
  let label: string | null = null;
  const spoken = props.conversationCity ?? (props.cityName ? await ctx.geo.findCity(props.cityName) : null);
  if (spoken) {
    point = { latitude: spoken.latitude, longitude: spoken.longitude };
    label = spoken.name;
  } else if (user) {
    point =
      (await savedPositionOf(ctx, user.id)) ??
      (user.latitude !== null && user.longitude !== null
        ? { latitude: user.latitude, longitude: user.longitude }
        : null);
    label = user.city;
    if (!point && user.city) {
      const home = await ctx.geo.findCity(user.city);
      if (home) point = { latitude: home.latitude, longitude: home.longitude };
    }
    if (!point) label = null;
  }
  return {
    label,
    /** The place searched around, as a key (rounded to about 10 m), or "anywhere". */
    placeKey: point ? `${point.latitude.toFixed(4)},${point.longitude.toFixed(4)}` : 'anywhere',
    /** Whether there is a place to measure from (else matches are from anywhere). */
    located: point !== null,
    /** The nearest open jobs of any kind (a search with no kind of work named), none without a place. */
    async nearest(limit: number): Promise<AiJobMatchDto[]> {
      if (!point) return [];
      const jobs = await nearbyOpenJobs({ ctx, point, radiusKm: SKILL_MATCH_RADIUS_KM, limit });
      return jobs.map(({ id, title, city, salary, distance_km }) => ({
        id,
        title,
        city,
        salary,
        distance_km,
      }));
    },
    async matches(skills: readonly string[], limit: number): Promise<AiJobMatchDto[]> {
      const jobs = await openJobsForSkills({ ctx, skills, point, limit });
      return jobs.map((job) => ({
        id: job.id,
        title: job.title,
        city: job.location || null,
        salary: job.salary,
        distance_km: job.distance_km,
      }));
    },
  };
}
