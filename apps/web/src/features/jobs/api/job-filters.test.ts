import { describe, expect, it } from 'vitest';
import {
  buildJobSearchParams,
  countActiveFilters,
  DEFAULT_JOB_FILTERS,
  filtersFromSearchParams,
  type JobFilters,
  parseSalary,
} from './job-filters';

const withFilters = (patch: Partial<JobFilters>): JobFilters => ({ ...DEFAULT_JOB_FILTERS, ...patch });

describe('countActiveFilters', () => {
  it('counts nothing for the defaults (radius 25, newest first)', () => {
    expect(countActiveFilters(DEFAULT_JOB_FILTERS)).toBe(0);
    expect(countActiveFilters(withFilters({ radius: '25', sortBy: 'newest', searchTerm: '   ' }))).toBe(0);
  });

  it('counts every filter that differs from its default', () => {
    const all = withFilters({
      searchTerm: 'welder',
      location: 'Toronto',
      radius: 'unlimited',
      minSalary: '20',
      maxSalary: '40',
      jobType: 'contract',
      urgency: 'urgent',
      certificationRequired: true,
      certificationType: 'red_seal_welder',
      experienceLevel: 'senior',
      workSchedule: 'night',
      remoteAllowed: true,
      exclusive: true,
      sortBy: 'salary_high',
    });
    expect(countActiveFilters(all)).toBe(14);
    expect(countActiveFilters(withFilters({ urgency: 'high', radius: '10' }))).toBe(2);
  });

  it('ignores a salary box that holds no usable number', () => {
    expect(countActiveFilters(withFilters({ minSalary: '-5', maxSalary: 'abc' }))).toBe(0);
    expect(countActiveFilters(withFilters({ minSalary: '0' }))).toBe(1);
  });
});

describe('buildJobSearchParams', () => {
  it('sends only what is set (paging aside)', () => {
    expect(buildJobSearchParams(DEFAULT_JOB_FILTERS).toString()).toBe('');
    expect(buildJobSearchParams(DEFAULT_JOB_FILTERS, { page: 2, limit: 12 }).toString()).toBe(
      'page=2&limit=12',
    );
  });

  it('sends each filter under the API name, trimmed', () => {
    const params = buildJobSearchParams(
      withFilters({
        searchTerm: '  red seal ',
        location: ' Toronto ',
        radius: '50',
        minSalary: '25',
        maxSalary: '45.5',
        jobType: 'full-time',
        urgency: 'high',
        certificationRequired: true,
        certificationType: 'master_plumber',
        experienceLevel: 'entry',
        workSchedule: 'weekend',
        remoteAllowed: true,
        exclusive: true,
        sortBy: 'trust_score',
      }),
    );
    expect(Object.fromEntries(params)).toEqual({
      searchTerm: 'red seal',
      location: 'Toronto',
      radius: '50',
      minSalary: '25',
      maxSalary: '45.5',
      jobType: 'full-time',
      urgency: 'high',
      certificationRequired: 'true',
      certificationType: 'master_plumber',
      experienceLevel: 'entry',
      workSchedule: 'weekend',
      remoteAllowed: 'true',
      exclusive: 'true',
      sortBy: 'trust_score',
    });
  });

  it('leaves unchecked boxes and default choices out', () => {
    const params = buildJobSearchParams(withFilters({ urgency: 'urgent', certificationRequired: false }));
    expect(params.toString()).toBe('urgency=urgent');
  });

  it('sends the searcher’s point only when no city is typed', () => {
    const point = { latitude: 43.653212, longitude: -79.383198 };
    expect(Object.fromEntries(buildJobSearchParams(withFilters({ sortBy: 'distance' }), { point }))).toEqual({
      latitude: '43.65321',
      longitude: '-79.38320',
      sortBy: 'distance',
    });
    const withCity = buildJobSearchParams(withFilters({ location: 'Ottawa' }), { point });
    expect(withCity.has('latitude')).toBe(false);
    expect(withCity.get('location')).toBe('Ottawa');
  });

  it('drops both salary bounds while the minimum exceeds the maximum', () => {
    const params = buildJobSearchParams(withFilters({ minSalary: '50', maxSalary: '30' }));
    expect(params.has('minSalary')).toBe(false);
    expect(params.has('maxSalary')).toBe(false);
  });
});

describe('parseSalary', () => {
  it('reads non-negative numbers only', () => {
    expect(parseSalary('')).toBeUndefined();
    expect(parseSalary(' 32 ')).toBe(32);
    expect(parseSalary('-1')).toBeUndefined();
    expect(parseSalary('1e')).toBeUndefined();
  });
});

describe('filtersFromSearchParams', () => {
  it('reads a linked search with the API names', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'searchTerm=+welder+&location=Toronto&radius=50&minSalary=20&maxSalary=40&jobType=contract&urgency=urgent' +
          '&certificationRequired=true&certificationType=red_seal_welder&experienceLevel=senior' +
          '&workSchedule=night&remoteAllowed=true&exclusive=true&sortBy=salary_high',
      ),
    );
    expect(filters).toEqual({
      searchTerm: 'welder',
      location: 'Toronto',
      radius: '50',
      minSalary: '20',
      maxSalary: '40',
      jobType: 'contract',
      urgency: 'urgent',
      certificationRequired: true,
      certificationType: 'red_seal_welder',
      experienceLevel: 'senior',
      workSchedule: 'night',
      remoteAllowed: true,
      exclusive: true,
      sortBy: 'salary_high',
    });
    // Read back, it asks the API for the same search.
    expect(buildJobSearchParams(filters).get('searchTerm')).toBe('welder');
  });

  it('keeps the defaults for anything missing or invalid', () => {
    expect(filtersFromSearchParams(new URLSearchParams(''))).toEqual(DEFAULT_JOB_FILTERS);
    expect(
      filtersFromSearchParams(
        new URLSearchParams(
          'radius=7&urgency=soon&minSalary=-3&sortBy=random&certificationRequired=yes&exclusive=1',
        ),
      ),
    ).toEqual(DEFAULT_JOB_FILTERS);
  });
});
