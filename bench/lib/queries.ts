import {
  CERTIFICATION_TYPES,
  JOB_EXPERIENCE_LEVELS,
  JOB_SORTS,
  JOB_TYPES,
  URGENCIES,
  WORK_SCHEDULES,
} from '@hirehand/shared/jobs/job-enums';
import { BENCH_CITIES } from './seed';

/** A small seeded PRNG (mulberry32), so every run sends the same queries. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEARCH_TERMS = [
  'electrician',
  'elec',
  'plumber',
  'plumb',
  'hvac',
  'furnace',
  'weld',
  'welder fabricator',
  'carpenter',
  'framing',
  'paint',
  'drywall',
  'cleaner',
  'janitor',
  'landscaping',
  'snow removal',
  'handyman',
  'maintenance',
  'web developer',
  'javascript',
  'designer',
  'autocad',
  'estimator',
  'site safety',
  'renovation',
  'condo',
  'commercial',
  'weekend',
  'urgently',
  'apprentice',
  'licensed',
  'panel upgrades',
  'heat pumps',
  'north',
  'maple',
  'atlas construction',
  'troubleshooting',
  'bilingual',
  'overtime',
  'tig',
];
const RADII = ['5', '10', '25', '25', '50', '100', 'unlimited'];

/**
 * `count` different /api/jobs query strings: search words, cities with a radius, a position,
 * pay ranges, each filter, every sort and a few pages, mixed the way a board is used (most
 * requests carry one to three filters and ask for the first page).
 */
export function jobQueries(count: number, seed = 7): string[] {
  const rnd = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(rnd() * values.length)]!;
  const chance = (p: number) => rnd() < p;
  const queries = new Set<string>();
  while (queries.size < count) {
    const q = new URLSearchParams();
    if (chance(0.45)) q.set('searchTerm', pick(SEARCH_TERMS));
    if (chance(0.4)) {
      const city = pick(BENCH_CITIES);
      q.set('location', chance(0.5) ? city.name : `${city.name}, ${city.region}`);
      q.set('radius', pick(RADII));
    } else if (chance(0.15)) {
      const city = pick(BENCH_CITIES);
      q.set('latitude', (city.lat + (rnd() - 0.5) * 0.2).toFixed(4));
      q.set('longitude', (city.lng + (rnd() - 0.5) * 0.2).toFixed(4));
      q.set('radius', pick(RADII));
    }
    if (chance(0.2)) q.set('minSalary', String(20 + Math.floor(rnd() * 12) * 5));
    if (chance(0.1)) q.set('maxSalary', String(25 + Math.floor(rnd() * 10) * 5));
    if (chance(0.15)) q.set('jobType', pick(JOB_TYPES));
    if (chance(0.12)) q.set('urgency', pick(URGENCIES));
    if (chance(0.1)) q.set('certificationRequired', chance(0.7) ? 'true' : 'false');
    if (chance(0.06)) q.set('certificationType', pick(CERTIFICATION_TYPES));
    if (chance(0.1)) q.set('experienceLevel', pick(JOB_EXPERIENCE_LEVELS));
    if (chance(0.1)) q.set('workSchedule', pick(WORK_SCHEDULES));
    if (chance(0.08)) q.set('remoteAllowed', chance(0.6) ? 'true' : 'false');
    if (chance(0.6)) q.set('sortBy', pick(JOB_SORTS));
    const page = chance(0.8) ? 1 : 2 + Math.floor(rnd() * 5);
    if (page > 1) q.set('page', String(page));
    if (chance(0.2)) q.set('limit', '24');
    queries.add(`/api/jobs?${q}`);
  }
  return [...queries];
}
