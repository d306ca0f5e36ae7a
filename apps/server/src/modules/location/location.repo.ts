import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userLocations } from '../../db/schema/user-locations';

export type UserLocationRow = typeof userLocations.$inferSelect;

/** Stores the user's last position (one row per user, replaced on every update). */
export async function upsertUserLocation(
  db: Executor,
  values: { userId: string; latitude: number; longitude: number; accuracy: number | null; label: string },
  at: Date,
): Promise<UserLocationRow> {
  const [row] = await db
    .insert(userLocations)
    .values({ ...values, locationType: 'current', updatedAt: at })
    .onConflictDoUpdate({
      target: userLocations.userId,
      set: {
        latitude: values.latitude,
        longitude: values.longitude,
        accuracy: values.accuracy,
        label: values.label,
        locationType: 'current',
        updatedAt: at,
      },
    })
    .returning();
  return row!;
}

export async function findUserLocation(db: Executor, userId: string): Promise<UserLocationRow | null> {
  const [row] = await db.select().from(userLocations).where(eq(userLocations.userId, userId));
  return row ?? null;
}
