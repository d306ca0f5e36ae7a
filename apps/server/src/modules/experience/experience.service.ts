import type {
  AddExperienceInput,
  ExperienceEntryDto,
  ExperienceFromApplicationInput,
  ExperienceListDto,
  UpdateExperienceInput,
} from '@hirehand/shared/experience/experience';
import { EXPERIENCE_ERRORS } from '@hirehand/shared/experience/experience-errors';
import { EXPERIENCE_CATEGORIES, WORK_TYPES, type WorkType } from '@hirehand/shared/gigs/gig-enums';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { assertCanRecord, assertOwnsEntry } from './experience.policy';
import { toExperienceEntryDto, toExperienceListDto } from './experience.presenter';
import {
  type ApplicationForEntry,
  deleteEntry,
  findApplicationForEntry,
  findEntry,
  findEntryView,
  findProfileOwner,
  insertEntry,
  listUserEntries,
  type NewExperience,
  summarizeEntries,
  updateEntry,
} from './experience.repo';

type AddInput = z.output<typeof AddExperienceInput>;
type FromApplicationInput = z.output<typeof ExperienceFromApplicationInput>;
type UpdateInput = z.output<typeof UpdateExperienceInput>;

const DESCRIPTION_MAX = 2000;

/** A user's public work history: entries, who they are, and figures computed from the entries. */
export async function getExperience(props: { ctx: AppContext; userId: string }): Promise<ExperienceListDto> {
  const { db } = props.ctx;
  const owner = isUuid(props.userId) ? await findProfileOwner(db, props.userId) : null;
  if (!owner) throw errors.notFound(EXPERIENCE_ERRORS.userNotFound);
  const [entries, summary] = await Promise.all([
    listUserEntries(db, owner.id),
    summarizeEntries(db, owner.id),
  ]);
  return toExperienceListDto(owner, entries, summary);
}

async function entryDto(ctx: AppContext, id: string): Promise<ExperienceEntryDto> {
  return toExperienceEntryDto((await findEntryView(ctx.db, id))!);
}

/** Inserts; an application recorded twice (even by two requests at once) is the same "already recorded". */
async function insertOnce(ctx: AppContext, values: NewExperience) {
  const row = await insertEntry(ctx.db, values);
  if (!row) throw errors.badRequest(EXPERIENCE_ERRORS.alreadyRecorded);
  return entryDto(ctx, row.id);
}

async function acceptedApplication(ctx: AppContext, actorId: string, applicationId: string) {
  const application = isUuid(applicationId) ? await findApplicationForEntry(ctx.db, applicationId) : null;
  assertCanRecord(actorId, application);
  return application;
}

/** The real client, posting and application behind an entry. */
const provenance = (application: ApplicationForEntry) => ({
  clientId: application.posting.posterId,
  gigId: application.posting.id,
  applicationId: application.id,
});

/**
 * Adds an entry from the experience form. Placeholder client_id and gig_id a client may
 * send are ignored; with application_id (the caller's accepted application) the
 * entry carries that application's real client and posting.
 */
export async function addExperience(props: { ctx: AppContext; actorId: string; input: AddInput }) {
  const { ctx, actorId, input } = props;
  const application = input.application_id
    ? await acceptedApplication(ctx, actorId, input.application_id)
    : null;
  return insertOnce(ctx, {
    userId: actorId,
    title: input.title,
    description: input.description,
    category: input.category,
    workType: input.work_type,
    durationDays: input.duration_days,
    hourlyRate: input.hourly_rate,
    totalEarned: input.total_earned,
    clientRating: input.client_rating,
    clientReview: input.client_review,
    skillsUsed: input.skills_used,
    workSamples: input.work_samples,
    completionDate: input.completion_date ? new Date(input.completion_date) : ctx.clock.now(),
    ...(application ? provenance(application) : {}),
  });
}

const experienceCategory = (category: string) =>
  (EXPERIENCE_CATEGORIES as readonly string[]).includes(category) ? category : 'other';
const isWorkType = (value: string): value is WorkType => (WORK_TYPES as readonly string[]).includes(value);
const workTypeOf = (gigType: string): WorkType => (isWorkType(gigType) ? gigType : 'project');

/**
 * Turns the caller's accepted application into an entry in one step, prefilled from the
 * posting. A fixed-price job has no hourly rate: its price (or the applicant's proposed one)
 * is what was earned unless the caller says otherwise.
 */
export async function recordFromApplication(props: {
  ctx: AppContext;
  actorId: string;
  applicationId: string;
  input: FromApplicationInput;
}) {
  const { ctx, actorId, input } = props;
  const application = await acceptedApplication(ctx, actorId, props.applicationId);
  const { posting } = application;
  const fixed = posting.pricingType === 'fixed';
  const rate =
    application.proposedRate ?? (fixed ? posting.fixedPrice : (posting.hourlyRate ?? posting.salaryMin));
  return insertOnce(ctx, {
    userId: actorId,
    title: posting.title,
    description: posting.description.slice(0, DESCRIPTION_MAX),
    category: experienceCategory(posting.category),
    workType: workTypeOf(posting.gigType),
    durationDays: input.duration_days,
    hourlyRate: fixed ? null : rate,
    totalEarned: input.total_earned ?? (fixed ? rate : null),
    clientRating: input.client_rating,
    clientReview: input.client_review,
    skillsUsed: posting.skillsRequired,
    completionDate: ctx.clock.now(),
    ...provenance(application),
  });
}

async function ownEntry(ctx: AppContext, actorId: string, id: string) {
  const entry = isUuid(id) ? await findEntry(ctx.db, id) : null;
  assertOwnsEntry(actorId, entry);
  return entry;
}

/** The owner changes any of the form's fields. */
export async function editExperience(props: {
  ctx: AppContext;
  actorId: string;
  id: string;
  input: UpdateInput;
}) {
  const { ctx, input } = props;
  const entry = await ownEntry(ctx, props.actorId, props.id);
  const changes: Partial<NewExperience> = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = input.description;
  if (input.category !== undefined) changes.category = input.category;
  if (input.work_type !== undefined) changes.workType = input.work_type;
  if (input.duration_days !== undefined) changes.durationDays = input.duration_days;
  if (input.hourly_rate !== undefined) changes.hourlyRate = input.hourly_rate;
  if (input.total_earned !== undefined) changes.totalEarned = input.total_earned;
  if (input.client_rating !== undefined) changes.clientRating = input.client_rating;
  if (input.client_review !== undefined) changes.clientReview = input.client_review;
  if (input.skills_used !== undefined) changes.skillsUsed = input.skills_used;
  if (input.work_samples !== undefined) changes.workSamples = input.work_samples;
  if (input.completion_date !== undefined) {
    changes.completionDate = input.completion_date ? new Date(input.completion_date) : null;
  }
  if (Object.keys(changes).length > 0) await updateEntry(ctx.db, entry.id, changes);
  return entryDto(ctx, entry.id);
}

export async function removeExperience(props: { ctx: AppContext; actorId: string; id: string }) {
  const entry = await ownEntry(props.ctx, props.actorId, props.id);
  await deleteEntry(props.ctx.db, entry.id);
}
