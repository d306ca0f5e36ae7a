import type { ExportedNotificationPreferencesDto } from '@hirehand/shared/account/account-export';
import type {
  NotificationFrequency,
  NotificationPreferencesDto,
  NotificationPreferencesInput,
} from '@hirehand/shared/matching/smart-notifications';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { toNotificationPreferencesDto } from './smart-notifications.presenter';
import {
  findNotificationPreferences,
  findPreferencesByFrequency,
  upsertNotificationPreferences,
} from './smart-notifications.repo';

/**
 * The worker's smart notification preferences, or null when smart notifications are not
 * enabled (spec 2 §4: a saved row is what "enabled" means).
 */
export async function notificationPreferencesOf(
  ctx: AppContext,
  userId: string,
): Promise<NotificationPreferencesDto | null> {
  const row = await findNotificationPreferences(ctx.db, userId);
  return row ? toNotificationPreferencesDto(row) : null;
}

/**
 * Saves the worker's preferences (POST /api/ai/smart-notifications), replacing any earlier
 * ones: the first save's `created_at` stays, `updated_at` is now. Saving enables smart notifications.
 */
export async function saveNotificationPreferences(props: {
  ctx: AppContext;
  userId: string;
  input: z.output<typeof NotificationPreferencesInput>;
}): Promise<NotificationPreferencesDto> {
  const row = await upsertNotificationPreferences(
    props.ctx.db,
    props.userId,
    props.input,
    props.ctx.clock.now(),
  );
  return toNotificationPreferencesDto(row);
}

/**
 * Every worker with smart notifications enabled at `frequency`, with their preferences, in
 * user id order: what a digest (daily, weekly) or the immediate delivery walks through.
 */
export async function workersWithSmartNotifications(
  ctx: AppContext,
  props: { frequency: NotificationFrequency },
): Promise<{ userId: string; preferences: NotificationPreferencesDto }[]> {
  const rows = await findPreferencesByFrequency(ctx.db, props.frequency);
  return rows.map((row) => ({ userId: row.userId, preferences: toNotificationPreferencesDto(row) }));
}

/** The account export's section: the saved preferences with when they were first and last saved. */
export async function exportNotificationPreferencesOf(
  ctx: AppContext,
  userId: string,
): Promise<ExportedNotificationPreferencesDto | null> {
  const row = await findNotificationPreferences(ctx.db, userId);
  if (!row) return null;
  return {
    ...toNotificationPreferencesDto(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
