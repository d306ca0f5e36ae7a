import { APPLICATION_MESSAGES, EXPERIENCE_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import type { ExperienceRow } from '../../db/schema/experiences';
import { errors } from '../../platform/errors';
import type { ApplicationForEntry } from './experience.repo';

/** Only the entry's owner edits or deletes it. */
export function assertOwnsEntry(
  actorId: string,
  entry: ExperienceRow | null,
): asserts entry is ExperienceRow {
  if (!entry) throw errors.notFound(EXPERIENCE_MESSAGES.notFound);
  if (entry.userId !== actorId) throw errors.forbidden(EXPERIENCE_MESSAGES.notYours);
}

/** Only the applicant of an accepted application records it; to anyone else it does not exist. */
export function assertCanRecord(
  actorId: string,
  application: ApplicationForEntry | null,
): asserts application is ApplicationForEntry {
  if (!application || application.applicantId !== actorId)
    throw errors.notFound(APPLICATION_MESSAGES.notFound);
  if (application.status !== 'accepted') throw errors.badRequest(EXPERIENCE_MESSAGES.applicationNotAccepted);
}
