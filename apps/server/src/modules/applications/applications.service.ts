import { APPLICATION_ERRORS } from '@hirehand/shared/applications/application-errors';
import type {
  ApplicationDto,
  ApplicationListQuery,
  ApplyInput,
  ReceivedApplicationsQuery,
} from '@hirehand/shared/applications/applications';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { PROFILE_ERRORS } from '@hirehand/shared/profile/profile-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { assertCompanyPermission, companyAccess, findCompany } from '../companies/companies.service';
import { countApplicationOnOpenPosting, findPostingForRules } from '../gigs/posting-counts.service';
import { countPostingView } from '../gigs/posting-views.service';
import { consumeUsage, entitlementsOf } from '../membership/membership.service';
import { announceNotifications, createNotification } from '../notifications/notifications.service';
import { findUserById } from '../users/users.service';
import { applicationReceivedNotice } from './application-notices';
import {
  assertCanApply,
  assertCanListApplications,
  assertCanReadApplication,
  type TeamAccess,
} from './applications.policy';
import { toApplicationDto } from './applications.presenter';
import {
  type ApplicationScope,
  type ApplicationView,
  findApplicationId,
  insertApplication,
  listApplicationViews,
} from './applications.repo';

type ListQuery = z.output<typeof ApplicationListQuery>;

/**
 * What the caller may do in the company a posting is for (decision 042), when they are neither
 * its poster nor the applicant: null for a posting of no company, or someone not on its team.
 */
export async function teamAccessFor(
  ctx: AppContext,
  actorId: string,
  posting: { posterId: string; companyId: string | null },
  applicantId?: string,
): Promise<TeamAccess | null> {
  if (!posting.companyId || posting.posterId === actorId || applicantId === actorId) return null;
  return companyAccess(ctx, { userId: actorId, companyId: posting.companyId });
}

/**
 * The name a company's posting is answered and announced under (decision 042): the company's
 * current name (its postings' copy may lag a rename by a moment), else the posting's copy; null
 * for a posting of no company.
 */
export async function companyNameOf(
  ctx: AppContext,
  posting: { companyId: string | null; company?: string | null },
): Promise<string | null> {
  if (!posting.companyId) return null;
  const company = await findCompany(ctx, posting.companyId);
  return company?.name ?? posting.company ?? null;
}

/** One application with everything its DTO shows; null when the id names none. */
export async function findApplicationView(db: Executor, id: string): Promise<ApplicationView | null> {
  if (!isUuid(id)) return null;
  const [view] = await listApplicationViews(db, { scope: { id }, limit: 1 });
  return view ?? null;
}

async function postingOr404(ctx: AppContext, postingId: string) {
  const posting = isUuid(postingId) ? await findPostingForRules(ctx.db, postingId) : null;
  if (!posting) throw errors.notFound(GIG_ERRORS.postingNotFound);
  return posting;
}

const applicationLimitOf = async (db: Executor, userId: string) =>
  (await entitlementsOf(db, userId)).limits.applicationsPerMonth;

/**
 * Applies the caller to an open posting that is not theirs, once. In one transaction:
 * the application, the posting's applications_count and the poster's notification.
 * The unique index (posting, applicant) is the last word, so concurrent applies by one
 * user give one application and one "already applied". The plan's monthly application unit
 * (basic: 5) is counted in the same transaction: 403 application_limit past it.
 */
export async function applyToPosting(props: {
  ctx: AppContext;
  log: FastifyBaseLogger;
  actorId: string;
  postingId: string;
  input: z.output<typeof ApplyInput>;
}): Promise<ApplicationDto> {
  const { ctx, actorId, input } = props;
  const posting = await postingOr404(ctx, props.postingId);
  assertCanApply(actorId, posting, (await teamAccessFor(ctx, actorId, posting)) !== null);
  if (await findApplicationId(ctx.db, posting.id, actorId))
    throw errors.badRequest(APPLICATION_ERRORS.alreadyApplied);
  const applicant = await findUserById(ctx.db, actorId);
  if (!applicant) throw errors.notFound(PROFILE_ERRORS.userNotFound);
  const company = await companyNameOf(ctx, posting);

  const { application, notification } = await ctx.db.transaction(async (tx) => {
    if (!(await countApplicationOnOpenPosting(tx, posting.id)))
      throw errors.badRequest(APPLICATION_ERRORS.notOpen);
    // The plan's monthly unit is taken in this transaction, so a refused or duplicate
    // application (any throw below) gives it back with the rollback.
    const unit = await consumeUsage(tx, { userId: actorId, metric: 'applications', now: ctx.clock.now() });
    if (!unit)
      throw errors.forbidden(MEMBERSHIP_ERRORS.applicationLimit(await applicationLimitOf(tx, actorId)));
    const application = await insertApplication(tx, {
      postingId: posting.id,
      applicantId: actorId,
      coverLetter: input.cover_letter,
      proposedRate: input.proposed_rate,
      proposedTimeline: input.proposed_timeline,
      portfolioLinks: input.portfolio_links,
    });
    if (!application) throw errors.badRequest(APPLICATION_ERRORS.alreadyApplied);
    const notification = await createNotification(
      tx,
      applicationReceivedNotice({
        posterId: posting.posterId,
        applicantName: applicant.fullName,
        postingTitle: posting.title,
        company,
      }),
    );
    return { application, notification };
  });
  props.log.info(
    { feature: 'applications', applicationId: application.id, postingId: posting.id },
    'applied',
  );

  await announceNotifications(ctx, props.log, [notification]);
  // Applying is opening the posting: a worker who applied from the board's card viewed it.
  await countPostingView({ ctx, posting, visitor: { userId: actorId, address: '' } });
  const view = await findApplicationView(ctx.db, application.id);
  return toApplicationDto(view!);
}

async function listScoped(ctx: AppContext, scope: ApplicationScope, query: ListQuery) {
  const views = await listApplicationViews(ctx.db, {
    scope,
    // A poster's inbox puts certified applicants with priority placement first.
    priorityFirst: !('applicantId' in scope),
    status: query.status,
    page: query.page,
    limit: query.limit,
  });
  return { applications: views.map(toApplicationDto) };
}

/** The applications to one posting, for its poster (and its company's team with can_manage_applications). */
export async function listPostingApplications(props: {
  ctx: AppContext;
  actorId: string;
  postingId: string;
  query: ListQuery;
}) {
  const posting = await postingOr404(props.ctx, props.postingId);
  assertCanListApplications(props.actorId, posting, await teamAccessFor(props.ctx, props.actorId, posting));
  return listScoped(props.ctx, { postingId: posting.id }, props.query);
}

/**
 * Every application to the caller's postings, newest first; with `company_id`, to that
 * company's postings instead (`can_manage_applications` there, decision 042).
 */
export async function listReceivedApplications(props: {
  ctx: AppContext;
  actorId: string;
  query: z.output<typeof ReceivedApplicationsQuery>;
}) {
  const { company_id: companyId, ...query } = props.query;
  if (!companyId) return listScoped(props.ctx, { posterId: props.actorId }, query);
  const access = await assertCompanyPermission(props.ctx, {
    userId: props.actorId,
    companyId,
    permission: 'can_manage_applications',
  });
  return listScoped(props.ctx, { companyId: access.company.id }, query);
}

/** The caller's own applications, newest first. */
export function listMyApplications(props: { ctx: AppContext; actorId: string; query: ListQuery }) {
  return listScoped(props.ctx, { applicantId: props.actorId }, props.query);
}

/**
 * One application, for its poster, its applicant or its company's team with
 * can_manage_applications; a member without it gets 403, anyone else 404.
 */
export async function getApplication(props: { ctx: AppContext; actorId: string; id: string }) {
  const view = await findApplicationView(props.ctx.db, props.id);
  const team = view
    ? await teamAccessFor(
        props.ctx,
        props.actorId,
        { posterId: view.poster.id, companyId: view.posting.companyId },
        view.applicant.id,
      )
    : null;
  assertCanReadApplication(props.actorId, view, team);
  return toApplicationDto(view);
}
