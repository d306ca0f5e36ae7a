import { describe, expect, it } from 'vitest';
import { buildPosting } from '@/testing/builders';
import { changedFields, initialValues, payFieldsFor } from './edit-posting-dialog';

describe('Edit posting: the pay fields that fit the pricing type', () => {
  it('offers a job the hourly rate and its pay range only when it is paid by the hour', () => {
    expect(payFieldsFor('job', 'hourly')).toEqual(['hourly_rate', 'salary_min', 'salary_max']);
    expect(payFieldsFor('job', 'fixed')).toEqual(['fixed_price']);
    expect(payFieldsFor('job', 'negotiable')).toEqual(['price_range_min', 'price_range_max']);
    expect(payFieldsFor('service', 'hourly')).toEqual(['hourly_rate']);
  });

  it('sends nothing for the hidden fields of another pricing type', () => {
    const posting = buildPosting({ pricing_type: 'hourly', hourly_rate: 38, salary_min: 38, salary_max: 38 });
    const values = initialValues(posting);
    values.pricing_type = 'fixed';
    values.numbers.fixed_price = '900';
    values.numbers.salary_min = '12'; // typed before switching: hidden now
    expect(changedFields(posting, values)).toEqual({ pricing_type: 'fixed', fixed_price: 900 });
  });

  it("clears a job's own hourly range when its price becomes fixed, so the board shows the price", () => {
    const posting = buildPosting({ pricing_type: 'hourly', hourly_rate: 40, salary_min: 30, salary_max: 45 });
    const values = initialValues(posting);
    values.pricing_type = 'fixed';
    values.numbers.fixed_price = '500';
    expect(changedFields(posting, values)).toEqual({
      pricing_type: 'fixed',
      fixed_price: 500,
      salary_min: null,
      salary_max: null,
    });
  });

  it('leaves an unchanged negotiable job alone (its range is the derived one)', () => {
    const posting = buildPosting({
      pricing_type: 'negotiable',
      hourly_rate: null,
      price_range_min: 20,
      price_range_max: 60,
      salary_min: 20,
      salary_max: 60,
    });
    expect(changedFields(posting, initialValues(posting))).toEqual({});
  });
});
