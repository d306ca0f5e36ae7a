import {
  MatchingPriority,
  PremiumJobType,
  type PremiumMatchingPreferencesDto,
} from '@hirehand/shared/matching/premium-matching';
import type { PremiumMatchingPreferencesRow } from '../../db/schema/matching';

/** A stored row as the preferences the client edits (values outside today's enums are dropped). */
export function toPremiumPreferencesDto(row: PremiumMatchingPreferencesRow): PremiumMatchingPreferencesDto {
  const priority = MatchingPriority.safeParse(row.priority);
  return {
    priority: priority.success ? priority.data : 'balanced',
    radius: row.radiusKm,
    minimum_pay: row.minimumPay,
    job_types: row.jobTypes.filter((type): type is PremiumJobType => PremiumJobType.safeParse(type).success),
    certifications_only: row.certificationsOnly,
    premium_only: row.premiumOnly,
  };
}
