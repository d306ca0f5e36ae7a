import { APPLICATION_ERRORS } from '@hirehand/shared/applications/application-errors';
import { EXPERIENCE_ERRORS } from '@hirehand/shared/experience/experience-errors';
import type { ExperienceRow } from '../../db/schema/experiences';
import { errors } from '../../platform/errors';
import type { ApplicationForEntry } from './experience.repo';

/** Only the entry's owner edits or deletes it. */
export function assertOwnsEntry(
  actorId: string,
  entry: ExperienceRow | null,
): asserts entry is ExperienceRow {
  if (!entry) throw errors.notFound(EXPERIENCE_ERRORS.notFound);
  if (entry.userId !== actorId) throw errors.forbidden(EXPERIENCE_ERRORS.notYours);
}

/** Only the applicant of an accepted application records it; to anyone else it does not exist. */
export function assertCanRecord(
  actorId: string,
  application: ApplicationForEntry | null,
): asserts application is ApplicationForEntry {
  if (!application || application.applicantId !== actorId) throw errors.notFound(APPLICATION_ERRORS.notFound);
  if (application.status !== 'accepted') throw errors.badRequest(EXPERIENCE_ERRORS.applicationNotAccepted);
}
