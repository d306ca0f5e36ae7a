import type { ExperienceEntryDto } from '@hirehand/shared/experience/experience';
import type { AppContext } from '../../platform/context';
import { toExperienceEntryDto } from './experience.presenter';
import { listUserEntries } from './experience.repo';

/** The user's work experience entries, as their portfolio shows them (data export): one query. */
export async function exportExperienceOf(ctx: AppContext, userId: string): Promise<ExperienceEntryDto[]> {
  return (await listUserEntries(ctx.db, userId)).map(toExperienceEntryDto);
}
