import type { JobAlertFiltersDto } from '@hirehand/shared/matching/job-alerts';
import type { z } from 'zod';
import { formatMoney } from '@/lib/format';
import type { TermLabels } from '@/lib/terms/use-terms';

type Filters = z.infer<typeof JobAlertFiltersDto>;

/** The texts a summary uses (the settings namespace's jobAlerts.summary). */
export interface SummaryTexts {
  anyJob: string;
  keywords(term: string): string;
  near(place: string, radius: string): string;
  nearAnywhere(place: string): string;
  nearPosition(radius: string): string;
  payFrom(amount: string): string;
  payUpTo(amount: string): string;
  payBetween(min: string, max: string): string;
  urgency(label: string): string;
  remote: string;
  certification: string;
  exclusive: string;
}

/**
 * The alert's filters as one line, in the board's words ("“electrician” · Within 25 km of
 * Toronto · Full-time · $25–$40/h · Remote allowed"): every filter set, nothing else.
 */
export function jobAlertSummary(filters: Filters, texts: SummaryTexts, labels: TermLabels): string {
  const money = (amount: number) => formatMoney(amount);
  const parts: string[] = [];
  if (filters.searchTerm) parts.push(texts.keywords(filters.searchTerm));
  if (filters.location)
    parts.push(
      filters.radius === 'unlimited'
        ? texts.nearAnywhere(filters.location)
        : texts.near(filters.location, filters.radius),
    );
  else if (filters.latitude !== undefined && filters.radius !== 'unlimited')
    parts.push(texts.nearPosition(filters.radius));
  if (filters.jobType) parts.push(labels.term('jobTypes', filters.jobType));
  const { minSalary: min, maxSalary: max } = filters;
  if (min !== undefined && max !== undefined) parts.push(texts.payBetween(money(min), money(max)));
  else if (min !== undefined) parts.push(texts.payFrom(money(min)));
  else if (max !== undefined) parts.push(texts.payUpTo(money(max)));
  if (filters.urgency) parts.push(texts.urgency(labels.term('urgencies', filters.urgency)));
  if (filters.experienceLevel) parts.push(labels.term('jobExperience', filters.experienceLevel));
  if (filters.workSchedule) parts.push(labels.term('workSchedules', filters.workSchedule));
  if (filters.remoteAllowed) parts.push(texts.remote);
  if (filters.certificationType) parts.push(labels.term('certificationTypes', filters.certificationType));
  else if (filters.certificationRequired) parts.push(texts.certification);
  if (filters.exclusive) parts.push(texts.exclusive);
  return parts.length > 0 ? parts.join(' · ') : texts.anyJob;
}
