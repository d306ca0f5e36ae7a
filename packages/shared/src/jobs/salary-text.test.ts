import { describe, expect, it } from 'vitest';
import { salaryText } from './salary-text';

const job = (fields: Partial<Parameters<typeof salaryText>[0]>) => ({
  pricing_type: 'hourly',
  salary_min: null,
  salary_max: null,
  fixed_price: null,
  ...fields,
});

describe('salaryText', () => {
  it('writes a range, a single rate, and open-ended ranges per hour in CAD', () => {
    expect(salaryText(job({ salary_min: 30, salary_max: 45 }))).toBe('$30 - $45/hour');
    expect(salaryText(job({ salary_min: 38.5, salary_max: 38.5 }))).toBe('$38.50/hour');
    expect(salaryText(job({ salary_min: 30 }))).toBe('From $30/hour');
    expect(salaryText(job({ salary_max: 60 }))).toBe('Up to $60/hour');
  });

  it('writes a fixed price, and Negotiable when there is no figure', () => {
    expect(salaryText(job({ pricing_type: 'fixed', fixed_price: 1250 }))).toBe('$1,250 fixed');
    expect(salaryText(job({ pricing_type: 'negotiable' }))).toBe('Negotiable');
  });
});
