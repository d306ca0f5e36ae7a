import { CreateGigInput, firstPublishError } from '@hirehand/shared/gigs/create-gig';
import { describe, expect, it } from 'vitest';
import { initialGigForm } from './gig-form';
import { toAmount, toCreatePayload, toInteger } from './to-create-payload';

const filled = (mode: 'service' | 'job') => ({
  ...initialGigForm(mode, 'Toronto'),
  // The poster's own choices: the wizard preselects neither (decision 030).
  category: 'handyman' as const,
  location_type: 'remote' as const,
  title: '  Licensed electrician  ',
  description: ' Panel upgrades and rewiring for homes. ',
});

describe('toAmount / toInteger', () => {
  it('reads typed amounts as numbers and anything else as null', () => {
    expect(toAmount('45')).toBe(45);
    expect(toAmount(' 45.50 ')).toBe(45.5);
    expect(toAmount('$1,200')).toBe(1200);
    expect(toAmount('')).toBeNull();
    expect(toAmount('   ')).toBeNull();
    expect(toAmount('abc')).toBeNull();
    expect(toInteger('14')).toBe(14);
    expect(toInteger('7.5')).toBeNull();
    expect(toInteger('')).toBeNull();
  });
});

describe('toCreatePayload', () => {
  it('sends the spec defaults, trimmed texts, the mode and every field of the contract', () => {
    const payload = toCreatePayload(filled('service'));
    expect(payload).toMatchObject({
      mode: 'service',
      title: 'Licensed electrician',
      description: 'Panel upgrades and rewiring for homes.',
      category: 'handyman',
      gig_type: 'service',
      pricing_type: 'hourly',
      delivery_time_days: 7,
      availability: 'flexible',
      time_commitment: 'part_time',
      experience_level: 'intermediate',
      location_type: 'remote',
      city: 'Toronto',
      openings: 1,
      company: null,
      instant_match: false,
    });
    // Every key of the shared contract is present, so nothing silently falls back server-side.
    expect(Object.keys(payload).sort()).toEqual(Object.keys(CreateGigInput.shape).sort());
    expect(CreateGigInput.safeParse(payload).success).toBe(true);
  });

  it('sends price fields as numbers or null, only those of the chosen pricing type', () => {
    const form = {
      ...filled('service'),
      hourly_rate: '45.5',
      fixed_price: '900',
      price_range_min: '20',
      price_range_max: '',
    };
    expect(toCreatePayload(form)).toMatchObject({
      hourly_rate: 45.5,
      fixed_price: null,
      price_range_min: null,
      price_range_max: null,
    });
    expect(toCreatePayload({ ...form, pricing_type: 'fixed' })).toMatchObject({
      hourly_rate: null,
      fixed_price: 900,
      price_range_min: null,
      price_range_max: null,
    });
    expect(toCreatePayload({ ...form, pricing_type: 'negotiable' })).toMatchObject({
      hourly_rate: null,
      fixed_price: null,
      price_range_min: 20,
      price_range_max: null,
    });
    expect(toCreatePayload({ ...form, hourly_rate: '' }).hourly_rate).toBeNull();
  });

  it('sends delivery_time_days as an integer', () => {
    const payload = toCreatePayload({ ...filled('service'), delivery_time_days: '30' });
    expect(payload.delivery_time_days).toBe(30);
    expect(Number.isInteger(payload.delivery_time_days)).toBe(true);
    expect(JSON.parse(JSON.stringify(payload)).delivery_time_days).toBe(30);
  });

  it('keeps job fields for a job, with certification only when required, and a blank city as null', () => {
    const job = {
      ...filled('job'),
      city: '  ',
      company: ' Spark Co ',
      openings: '3',
      urgency: 'urgent' as const,
      work_schedule: 'weekend' as const,
      certification_required: true,
      certification_type: 'red_seal_electrician' as const,
      certification_bonus: '5',
    };
    expect(toCreatePayload(job)).toMatchObject({
      mode: 'job',
      city: null,
      company: 'Spark Co',
      openings: 3,
      urgency: 'urgent',
      work_schedule: 'weekend',
      job_type: null,
      experience_required: null,
      remote_allowed: null,
      certification_required: true,
      certification_type: 'red_seal_electrician',
      certification_bonus: 5,
    });
    expect(toCreatePayload({ ...job, certification_required: false })).toMatchObject({
      certification_required: false,
      certification_type: null,
      certification_bonus: null,
    });
    // A service never carries job fields, even if the form still holds some.
    expect(toCreatePayload({ ...job, mode: 'service' })).toMatchObject({
      company: null,
      openings: 1,
      urgency: 'medium',
      certification_required: false,
    });
  });

  it('feeds the shared publish checks directly', () => {
    expect(firstPublishError(toCreatePayload({ ...filled('service'), title: ' ab ' }))).toBe(
      'Title must be at least 3 characters long',
    );
    expect(firstPublishError(toCreatePayload({ ...filled('service'), hourly_rate: '' }))).toBe(
      'Hourly rate must be between $0.01 and $1000',
    );
    expect(firstPublishError(toCreatePayload({ ...filled('service'), hourly_rate: '40' }))).toBeNull();
  });
});
