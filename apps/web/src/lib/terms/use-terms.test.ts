import { APPLICATION_STATUSES } from '@hirehand/shared/applications/applications';
import {
  GIG_CATEGORIES,
  GIG_TYPES,
  POSTING_STATUSES,
  PRICING_TYPES,
  WORK_TYPES,
} from '@hirehand/shared/gigs/gig-enums';
import { CERTIFICATION_TYPES, JOB_EXPERIENCE_LEVELS, JOB_TYPES } from '@hirehand/shared/jobs/job-enums';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { terms } from './en-CA';
import { useTerms } from './use-terms';

afterEach(cleanup);

describe('terms', () => {
  it('labels every value of the shared enumerations, and nothing else', () => {
    expect(Object.keys(terms.categories)).toEqual([...GIG_CATEGORIES]);
    expect(Object.keys(terms.gigTypes)).toEqual([...GIG_TYPES]);
    expect(Object.keys(terms.workTypes)).toEqual([...WORK_TYPES]);
    expect(Object.keys(terms.pricingTypes)).toEqual([...PRICING_TYPES]);
    expect(Object.keys(terms.jobTypes)).toEqual([...JOB_TYPES]);
    expect(Object.keys(terms.jobExperience)).toEqual([...JOB_EXPERIENCE_LEVELS]);
    expect(Object.keys(terms.certificationTypes)).toEqual([...CERTIFICATION_TYPES]);
    expect(Object.keys(terms.postingStatuses)).toEqual([...POSTING_STATUSES]);
    expect(Object.keys(terms.applicationStatuses)).toEqual([...APPLICATION_STATUSES]);
  });
});

describe('useTerms', () => {
  it('reads the labels from the one terms namespace', () => {
    const { result } = renderHook(() => useTerms());
    expect(result.current.term('categories', 'hvac')).toBe('HVAC');
    expect(result.current.term('jobExperience', 'entry')).toBe('Entry (0-2 years)');
    expect(result.current.term('certificationTypes', 'red_seal_welder')).toBe('Red Seal Welder');
    expect(result.current.term('applicationStatuses', 'shortlisted')).toBe('Shortlisted');
  });

  it('falls back to the value itself for one outside the enumeration', () => {
    const { result } = renderHook(() => useTerms());
    expect(result.current.termOrValue('categories', 'plumbing')).toBe('Plumbing');
    expect(result.current.termOrValue('categories', 'Roofing')).toBe('Roofing');
  });
});
