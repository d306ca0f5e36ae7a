import type {
  NotificationFrequency,
  NotificationPreferencesDto,
} from '@hirehand/shared/matching/smart-notifications';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type NotificationPreferencesRow, notificationPreferences } from '../../db/schema/matching';

/** The worker's smart notification preferences, or null when they never saved any. */
export async function findNotificationPreferences(
  db: Executor,
  userId: string,
): Promise<NotificationPreferencesRow | null> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? null;
}

/** Inserts or replaces the worker's preferences: `created_at` stays the first save's, `updated_at` is `at`. */
export async function upsertNotificationPreferences(
  db: Executor,
  userId: string,
  values: NotificationPreferencesDto,
  at: Date,
): Promise<NotificationPreferencesRow> {
  const fields = {
    minMatchScore: values.min_match_score,
    maxDistanceKm: values.max_distance_km,
    preferredCategories: values.preferred_categories,
    frequency: values.notification_frequency,
    methods: values.methods,
    updatedAt: at,
  };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...fields, createdAt: at })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: fields })
    .returning();
  return row!;
}

/** Every worker whose smart notifications come at this frequency (served by the frequency index). */
export function findPreferencesByFrequency(
  db: Executor,
  frequency: NotificationFrequency,
): Promise<NotificationPreferencesRow[]> {
  return db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.frequency, frequency))
    .orderBy(notificationPreferences.userId);
}

/** Stops the smart notification e-mails: 'email' leaves the methods, in-app stays. Answers whether they had any. */
export async function removeEmailMethod(db: Executor, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(notificationPreferences)
    .set({ methods: sql`array_remove(${notificationPreferences.methods}, 'email')`, updatedAt: at })
    .where(
      and(eq(notificationPreferences.userId, userId), sql`'email' = any(${notificationPreferences.methods})`),
    )
    .returning({ userId: notificationPreferences.userId });
  return rows.length > 0;
}
