import { describe, expect, it } from 'vitest';
import { buildPosting } from '@/testing/builders';
import { changedFields, initialValues, parseEditPosting, payFieldsFor } from './edit-posting-form';

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
    values.fixed_price = '900';
    values.salary_min = '12'; // typed before switching: hidden now
    expect(changedFields(posting, values)).toEqual({ pricing_type: 'fixed', fixed_price: 900 });
  });

  it("clears a job's own hourly range when its price becomes fixed, so the board shows the price", () => {
    const posting = buildPosting({ pricing_type: 'hourly', hourly_rate: 40, salary_min: 30, salary_max: 45 });
    const values = initialValues(posting);
    values.pricing_type = 'fixed';
    values.fixed_price = '500';
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

describe('Edit posting: the form from a posting, and back', () => {
  it('fills every field as text, skills as one comma-separated line', () => {
    const posting = buildPosting({ skills_required: ['Wiring', 'Panels'], openings: 2, fixed_price: null });
    expect(initialValues(posting)).toMatchObject({
      title: 'Licensed electrician',
      openings: '2',
      hourly_rate: '38',
      fixed_price: '',
      skills_required: 'Wiring, Panels',
    });
  });

  it('sends trimmed, de-duplicated skills and numbers as numbers; an emptied price is null', () => {
    const posting = buildPosting({ pricing_type: 'hourly', hourly_rate: 38, salary_min: 38, salary_max: 38 });
    const values = initialValues(posting);
    values.skills_required = ' Wiring , Panels,, Wiring ';
    values.openings = ' 4 ';
    values.hourly_rate = '';
    expect(changedFields(posting, values)).toEqual({
      skills_required: ['Wiring', 'Panels'],
      openings: 4,
      hourly_rate: null,
    });
  });

  it('asks for a number in openings left empty and in a shown field that is not one, and only there', () => {
    const posting = buildPosting({ pricing_type: 'hourly' });
    const values = initialValues(posting);
    values.openings = ' ';
    values.salary_max = '1e';
    values.fixed_price = 'not shown'; // a fixed price is hidden for hourly pricing
    values.salary_min = '';
    expect(parseEditPosting(posting, values, { numberRequired: 'Enter a number' })).toEqual({
      ok: false,
      errors: { openings: 'Enter a number', salary_max: 'Enter a number' },
    });
  });

  it('parses to the changed fields, or to nothing when nothing changed', () => {
    const posting = buildPosting();
    const texts = { numberRequired: 'Enter a number' };
    expect(parseEditPosting(posting, initialValues(posting), texts)).toEqual({ ok: true, input: {} });
    const values = { ...initialValues(posting), title: 'Senior electrician' };
    expect(parseEditPosting(posting, values, texts)).toEqual({
      ok: true,
      input: { title: 'Senior electrician' },
    });
  });
});
