import { describe, expect, it } from 'vitest';
import {
  addSkill,
  canContinue,
  clampAmount,
  clampWhole,
  derivedJobFields,
  initialGigForm,
  MAX_SKILLS,
  missingChoice,
  removeSkill,
} from './gig-form';

describe('step checks', () => {
  const form = initialGigForm('service');

  it('starts with no category and no work location: nothing the poster did not choose', () => {
    expect(form.category).toBe('');
    expect(form.location_type).toBe('');
    expect(initialGigForm('job').gig_type).toBe('');
  });

  it('step 1 needs a gig type and a category, and names the first missing', () => {
    expect(missingChoice('type', form)).toBe('category');
    expect(missingChoice('type', { ...form, gig_type: '' })).toBe('gigType');
    expect(canContinue('type', { ...form, category: 'plumbing' })).toBe(true);
  });

  it('step 2 needs a title, a description (blank text does not count) and a work location', () => {
    expect(missingChoice('details', form)).toBe('title');
    expect(missingChoice('details', { ...form, title: 'Plumber' })).toBe('description');
    expect(missingChoice('details', { ...form, title: 'Plumber', description: '   ' })).toBe('description');
    const described = { ...form, title: 'Plumber', description: 'Fix a leak' };
    expect(missingChoice('details', described)).toBe('workLocation');
    expect(canContinue('details', { ...described, location_type: 'onsite' })).toBe(true);
  });

  it('step 3 has no check', () => {
    expect(canContinue('pricing', { ...form, hourly_rate: 'nonsense' })).toBe(true);
  });
});

describe('skills', () => {
  it('adds trimmed skills once (any case), takes a preset spelling, and removes', () => {
    let skills = addSkill([], '  Drywall   taping ');
    expect(skills).toEqual(['Drywall taping']);
    skills = addSkill(skills, 'drywall TAPING');
    expect(skills).toEqual(['Drywall taping']);
    skills = addSkill(skills, 'hvac repair');
    expect(skills).toEqual(['Drywall taping', 'HVAC Repair']);
    expect(addSkill(skills, '   ')).toEqual(skills);
    expect(removeSkill(skills, 'HVAC Repair')).toEqual(['Drywall taping']);
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: MAX_SKILLS }, (_, i) => `Skill ${i}`);
    expect(addSkill(many, 'One more')).toHaveLength(MAX_SKILLS);
  });
});

describe('job fields', () => {
  it('shows what the server derives until the poster picks a value', () => {
    const form = {
      ...initialGigForm('job'),
      gig_type: 'full_time' as const,
      location_type: 'onsite' as const,
    };
    expect(derivedJobFields(form)).toMatchObject({
      job_type: 'full-time',
      experience_required: 'mid',
      remote_allowed: false,
    });
    expect(derivedJobFields({ ...form, job_type: 'temporary', remote_allowed: true })).toMatchObject({
      job_type: 'temporary',
      remote_allowed: true,
    });
  });

  it('clamps openings and amounts when a field is left', () => {
    expect(clampWhole('', 1, 100)).toBe('1');
    expect(clampWhole('0', 1, 100)).toBe('1');
    expect(clampWhole('250', 1, 100)).toBe('100');
    expect(clampWhole('12', 1, 100)).toBe('12');
    expect(clampAmount('-5', 500)).toBe('0');
    expect(clampAmount('900', 500)).toBe('500');
    expect(clampAmount('7.5', 500)).toBe('7.5');
  });
});
