import {
  CERTIFICATION_TYPES,
  type CertificationType,
  DEFAULT_JOB_RADIUS_KM,
  JOB_EXPERIENCE_LEVELS,
  JOB_RADIUS_OPTIONS,
  JOB_SORTS,
  JOB_TYPES,
  type JobExperienceLevel,
  type JobSort,
  type JobType,
  URGENCIES,
  type Urgency,
  WORK_SCHEDULES,
  type WorkSchedule,
} from '@hirehand/shared/jobs/job-enums';

export type JobRadius = (typeof JOB_RADIUS_OPTIONS)[number];

/**
 * The board's filter state. Text fields keep what was typed; an empty
 * string means "not set". Everything is sent to GET /api/jobs, which runs the search.
 */
export interface JobFilters {
  searchTerm: string;
  location: string;
  radius: JobRadius;
  minSalary: string;
  maxSalary: string;
  jobType: JobType | '';
  urgency: Urgency | '';
  certificationRequired: boolean;
  certificationType: CertificationType | '';
  experienceLevel: JobExperienceLevel | '';
  workSchedule: WorkSchedule | '';
  remoteAllowed: boolean;
  /**
   * Exclusive jobs only (top pay at or above the catalog's threshold): a Premium filter, sent only
   * for a viewer whose plan gives `exclusive_jobs` (the server answers 403 to others).
   */
  exclusive: boolean;
  sortBy: JobSort;
}

export const DEFAULT_JOB_FILTERS: JobFilters = {
  searchTerm: '',
  location: '',
  radius: String(DEFAULT_JOB_RADIUS_KM) as JobRadius,
  minSalary: '',
  maxSalary: '',
  jobType: '',
  urgency: '',
  certificationRequired: false,
  certificationType: '',
  experienceLevel: '',
  workSchedule: '',
  remoteAllowed: false,
  exclusive: false,
  sortBy: 'newest',
};

/** Jobs asked for per page; a page with fewer means there is no next one. */
export const JOB_PAGE_SIZE = 12;

/** A salary box's value as CAD per hour, or undefined when empty or not a number ≥ 0. */
export function parseSalary(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** True when both salary bounds are set and the minimum exceeds the maximum. */
export function salaryBoundsInverted(filters: Pick<JobFilters, 'minSalary' | 'maxSalary'>): boolean {
  const min = parseSalary(filters.minSalary);
  const max = parseSalary(filters.maxSalary);
  return min !== undefined && max !== undefined && min > max;
}

/** How many filters differ from their defaults (the Filters button's badge). */
export function countActiveFilters(filters: JobFilters): number {
  let count = 0;
  for (const key of Object.keys(DEFAULT_JOB_FILTERS) as (keyof JobFilters)[]) {
    const value = filters[key];
    const fallback = DEFAULT_JOB_FILTERS[key];
    const normalised = typeof value === 'string' ? value.trim() : value;
    if (key === 'minSalary' || key === 'maxSalary') {
      if (parseSalary(String(value)) !== undefined) count += 1;
    } else if (normalised !== fallback) {
      count += 1;
    }
  }
  return count;
}

export interface SearchPoint {
  latitude: number;
  longitude: number;
}

/**
 * The GET /api/jobs query for one page: only the filters that are set, so the server's
 * defaults apply to the rest. `point` (the searcher's position) is sent only when no
 * city is typed; the server then measures distances and applies the radius from it.
 * `companyId` narrows the search to one company's jobs (its public page).
 */
export function buildJobSearchParams(
  filters: JobFilters,
  options: { page?: number; limit?: number; point?: SearchPoint | null; companyId?: string } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  const searchTerm = filters.searchTerm.trim();
  const location = filters.location.trim();
  if (searchTerm) params.set('searchTerm', searchTerm);
  if (location) params.set('location', location);
  else if (options.point) {
    params.set('latitude', options.point.latitude.toFixed(5));
    params.set('longitude', options.point.longitude.toFixed(5));
  }
  if (filters.radius !== DEFAULT_JOB_FILTERS.radius) params.set('radius', filters.radius);
  if (!salaryBoundsInverted(filters)) {
    const min = parseSalary(filters.minSalary);
    const max = parseSalary(filters.maxSalary);
    if (min !== undefined) params.set('minSalary', String(min));
    if (max !== undefined) params.set('maxSalary', String(max));
  }
  if (filters.jobType) params.set('jobType', filters.jobType);
  if (filters.urgency) params.set('urgency', filters.urgency);
  if (filters.certificationRequired) params.set('certificationRequired', 'true');
  if (filters.certificationType) params.set('certificationType', filters.certificationType);
  if (filters.experienceLevel) params.set('experienceLevel', filters.experienceLevel);
  if (filters.workSchedule) params.set('workSchedule', filters.workSchedule);
  if (filters.remoteAllowed) params.set('remoteAllowed', 'true');
  if (filters.exclusive) params.set('exclusive', 'true');
  if (options.companyId) params.set('company_id', options.companyId);
  if (filters.sortBy !== DEFAULT_JOB_FILTERS.sortBy) params.set('sortBy', filters.sortBy);
  if (options.page !== undefined) params.set('page', String(options.page));
  if (options.limit !== undefined) params.set('limit', String(options.limit));
  return params;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * Filters named in a page address (`/?searchTerm=welder&urgency=urgent#work`), with the
 * API's names: a search can be linked to. Unknown or invalid values keep their defaults.
 */
export function filtersFromSearchParams(params: URLSearchParams): JobFilters {
  const text = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const salary = (key: string) => {
    const value = parseSalary(params.get(key) ?? '');
    return value === undefined ? '' : String(value);
  };
  const d = DEFAULT_JOB_FILTERS;
  return {
    searchTerm: text('searchTerm', 200),
    location: text('location', 120),
    radius: oneOf(JOB_RADIUS_OPTIONS, params.get('radius')) ?? d.radius,
    minSalary: salary('minSalary'),
    maxSalary: salary('maxSalary'),
    jobType: oneOf(JOB_TYPES, params.get('jobType')) ?? d.jobType,
    urgency: oneOf(URGENCIES, params.get('urgency')) ?? d.urgency,
    certificationRequired: params.get('certificationRequired') === 'true',
    certificationType: oneOf(CERTIFICATION_TYPES, params.get('certificationType')) ?? d.certificationType,
    experienceLevel: oneOf(JOB_EXPERIENCE_LEVELS, params.get('experienceLevel')) ?? d.experienceLevel,
    workSchedule: oneOf(WORK_SCHEDULES, params.get('workSchedule')) ?? d.workSchedule,
    remoteAllowed: params.get('remoteAllowed') === 'true',
    exclusive: params.get('exclusive') === 'true',
    sortBy: oneOf(JOB_SORTS, params.get('sortBy')) ?? d.sortBy,
  };
}
