import type { WorkPreferencesDto, WorkPreferencesInput } from '@hirehand/shared/matching/work-preferences';
import type { AppContext } from '../../platform/context';
import { toWorkPreferencesDto } from './work-preferences.presenter';
import {
  findWorkerCertifications,
  findWorkPreferences,
  replaceWorkerCertifications,
  upsertWorkPreferences,
} from './work-preferences.repo';

/**
 * A worker's work preferences (issue 21), the defaults when none were saved: what other modules
 * (the matcher, smart notifications, the account export) read.
 */
export async function workPreferencesOf(ctx: AppContext, userId: string): Promise<WorkPreferencesDto> {
  const [row, certifications] = await Promise.all([
    findWorkPreferences(ctx.db, userId),
    findWorkerCertifications(ctx.db, userId),
  ]);
  return toWorkPreferencesDto(row, certifications);
}

/** Saves the preferences and replaces the certifications in one transaction. */
export async function saveWorkPreferences(props: {
  ctx: AppContext;
  userId: string;
  input: WorkPreferencesInput;
}): Promise<WorkPreferencesDto> {
  const { ctx, userId, input } = props;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await upsertWorkPreferences(tx, {
      userId,
      desiredRateCents: input.desired_rate?.amount_cents ?? null,
      jobTypes: input.job_types,
      schedules: input.schedules,
      maxDistanceKm: input.max_distance_km,
      categories: input.categories,
      discoverable: input.discoverable,
      updatedAt: now,
    });
    await replaceWorkerCertifications(
      tx,
      userId,
      input.certifications.map((c) => ({
        userId,
        type: c.type,
        number: c.number.trim(),
        expiresOn: c.expires_on,
        createdAt: now,
      })),
    );
    return toWorkPreferencesDto(row, await findWorkerCertifications(tx, userId));
  });
}
