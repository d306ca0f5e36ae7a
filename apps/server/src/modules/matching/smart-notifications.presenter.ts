import type { GigCategory } from '@hirehand/shared/gigs/gig-enums';
import type {
  NotificationMethod,
  NotificationPreferencesDto,
} from '@hirehand/shared/matching/smart-notifications';
import type { NotificationPreferencesRow } from '../../db/schema/matching';

/** A stored row as the wire's preferences (the table's checks hold the score and distance to the spec's values). */
export function toNotificationPreferencesDto(row: NotificationPreferencesRow): NotificationPreferencesDto {
  return {
    min_match_score: row.minMatchScore as NotificationPreferencesDto['min_match_score'],
    max_distance_km: row.maxDistanceKm as NotificationPreferencesDto['max_distance_km'],
    preferred_categories: row.preferredCategories as GigCategory[],
    notification_frequency: row.frequency,
    methods: row.methods as NotificationMethod[],
  };
}
