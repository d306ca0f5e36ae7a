import { z } from 'zod';
import { GigCategory } from '../gigs/gig-enums';

/**
 * Smart notification preferences (issue 21, spec 2 §2.3, §3, §5, §9): which new matches reach
 * the worker, how often and how. GET / POST /api/ai/smart-notifications (bearer).
 */
export const MIN_MATCH_SCORES = [60, 75, 90] as const;
export const MAX_DISTANCES_KM = [10, 25, 50] as const;
export const NOTIFICATION_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const;
export const NOTIFICATION_METHODS = ['email', 'in_app'] as const;

export const NotificationFrequency = z.enum(NOTIFICATION_FREQUENCIES);
export type NotificationFrequency = z.infer<typeof NotificationFrequency>;
export const NotificationMethod = z.enum(NOTIFICATION_METHODS);
export type NotificationMethod = z.infer<typeof NotificationMethod>;

/** Spec 2 §9's defaults: what the panel shows before the worker saves. */
export const DEFAULT_NOTIFICATION_PREFERENCES = {
  min_match_score: 75,
  max_distance_km: 25,
  preferred_categories: [],
  notification_frequency: 'daily',
  methods: ['email', 'in_app'],
} as const satisfies z.input<typeof NotificationPreferencesDto>;

export const NotificationPreferencesDto = z.object({
  min_match_score: z.union(MIN_MATCH_SCORES.map((value) => z.literal(value))),
  max_distance_km: z.union(MAX_DISTANCES_KM.map((value) => z.literal(value))),
  preferred_categories: z.array(GigCategory),
  notification_frequency: NotificationFrequency,
  methods: z.array(NotificationMethod),
});
export type NotificationPreferencesDto = z.infer<typeof NotificationPreferencesDto>;

/** POST body: exactly these fields (anything else is a 422). */
export const NotificationPreferencesInput = NotificationPreferencesDto.extend({
  preferred_categories: z
    .array(GigCategory)
    .refine((list) => new Set(list).size === list.length, 'Each category only once.'),
  methods: z
    .array(NotificationMethod)
    .refine((list) => new Set(list).size === list.length, 'Each method only once.'),
}).strict();
export type NotificationPreferencesInput = z.input<typeof NotificationPreferencesInput>;

/** GET: the saved preferences, or null when the worker has not enabled smart notifications. */
export const SmartNotificationsDto = z.object({
  notification_preferences: NotificationPreferencesDto.nullable(),
});
export type SmartNotificationsDto = z.infer<typeof SmartNotificationsDto>;
