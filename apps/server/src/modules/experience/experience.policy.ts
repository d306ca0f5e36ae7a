import { APPLICATION_MESSAGES, EXPERIENCE_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import type { ExperienceRow } from '../../db/schema/experiences';
import { HttpError, notFound } from '../../platform/errors';
import type { ApplicationForEntry } from './experience.repo';

/** Only the entry's owner edits or deletes it. */
export function assertOwnsEntry(
  actorId: string,
  entry: ExperienceRow | null,
): asserts entry is ExperienceRow {
  if (!entry) throw notFound(EXPERIENCE_MESSAGES.notFound);
  if (entry.userId !== actorId) throw new HttpError(403, EXPERIENCE_MESSAGES.notYours);
}

/** Only the applicant of an accepted application records it; to anyone else it does not exist. */
export function assertCanRecord(
  actorId: string,
  application: ApplicationForEntry | null,
): asserts application is ApplicationForEntry {
  if (!application || application.applicantId !== actorId) throw notFound(APPLICATION_MESSAGES.notFound);
  if (application.status !== 'accepted') throw new HttpError(400, EXPERIENCE_MESSAGES.applicationNotAccepted);
}
