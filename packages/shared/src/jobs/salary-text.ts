// Intl formatters are costly to build; the job list formats every card's pay.
const wholeDollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 2,
});
const cad = (amount: number) => (Number.isInteger(amount) ? wholeDollars : withCents).format(amount);

interface SalaryFields {
  pricing_type: string;
  salary_min: number | null;
  salary_max: number | null;
  fixed_price: number | null;
}

/** The job card's salary text: "$35/hour", "$30 - $45/hour", "From $30/hour", "$500 fixed" or "Negotiable". */
export function salaryText(job: SalaryFields): string {
  const { salary_min: min, salary_max: max } = job;
  if (min !== null && max !== null)
    return min === max ? `${cad(min)}/hour` : `${cad(min)} - ${cad(max)}/hour`;
  if (min !== null) return `From ${cad(min)}/hour`;
  if (max !== null) return `Up to ${cad(max)}/hour`;
  if (job.pricing_type === 'fixed' && job.fixed_price !== null) return `${cad(job.fixed_price)} fixed`;
  return 'Negotiable';
}
