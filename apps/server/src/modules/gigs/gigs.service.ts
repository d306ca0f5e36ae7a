import { type CreateGigData, firstPublishError } from '@hirehand/shared/gigs/create-gig';
import type {
  ChangePostingStatusInput,
  GigDetailDto,
  MyPostingDto,
  MyPostingsDto,
  UpdateGigInput,
} from '@hirehand/shared/gigs/gig-dto';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { hiredWorkerPublicName } from '@hirehand/shared/gigs/hired-worker';
import { PROFILE_ERRORS } from '@hirehand/shared/profile/profile-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { audit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/auth-guard';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import {
  assertCompanyPermission,
  type CompanyAccess,
  companyAccess,
  companySubject,
  ensureOwnCompany,
  findCompany,
  resolveCompany,
} from '../companies/companies.service';
import { entitlementsOfMany } from '../membership/membership.service';
import { findUserById } from '../users/users.service';
import { estimateReach } from './estimated-reach';
import { assertCanManagePosting, canApplyTo, canManagePosting } from './gigs.policy';
import { type PostingHire, toGigDetailDto, toMyPostingDto } from './gigs.presenter';
import {
  applicationCountsOf,
  countManagedPostingsOfCompany,
  findApplicationOf,
  findCreator,
  findPostingById,
  firstHiresOf,
  insertPosting,
  listPostingsOfCompany,
  listPostingsOfPoster,
  lockPostingById,
  NO_APPLICATIONS,
  type Posting,
  reassignCompanyPostings,
  recentExperiences,
  renamePostingsOfCompany,
  updatePostingById,
} from './gigs.repo';
import {
  awaitsPayment,
  enqueuePostingOpened,
  initialPostingStatus,
  type PostCheckout,
} from './paid-posting.service';
import { formOfPosting, postingCompany, postingValues } from './posting-form';
import { defaultLocationText, type PlaceInput, resolvePostingPlace } from './posting-place';
import { countPostingView } from './posting-views.service';

/** How many of the creator's recent work items the detail pane shows. */
const DETAIL_WORK_ITEMS = 2;

/** The posting, or 404 for an unknown or malformed id. */
async function postingOr404(db: Executor, id: string, lock = false): Promise<Posting> {
  const row = isUuid(id) ? await (lock ? lockPostingById(db, id) : findPostingById(db, id)) : null;
  if (!row) throw errors.notFound(GIG_ERRORS.postingNotFound);
  return row;
}

async function posterOf(ctx: AppContext, userId: string) {
  const poster = await findUserById(ctx.db, userId);
  if (!poster) throw errors.notFound(PROFILE_ERRORS.userNotFound);
  return poster;
}

/** Account types that own a company (decision 042): their new postings are their company's. */
const COMPANY_OWNER_TYPES = new Set(['employer', 'company']);

/**
 * The company a new posting is for (decision 042): the one named (the caller needs
 * `can_post_jobs` there), else an employer or company account's own; a worker posts for no one.
 * `named`: the company was named, so the posting shows the company's name whatever the form said.
 */
async function companyOfNewPosting(
  ctx: AppContext,
  poster: { id: string; userType: string },
  companyId: string | null | undefined,
): Promise<{ access: CompanyAccess; named: boolean } | null> {
  if (companyId) {
    const access = await assertCompanyPermission(ctx, {
      userId: poster.id,
      companyId,
      permission: 'can_post_jobs',
    });
    return { access, named: true };
  }
  if (!COMPANY_OWNER_TYPES.has(poster.userType)) return null;
  const own = await ensureOwnCompany(ctx, poster.id);
  const access = await companyAccess(ctx, { userId: poster.id, companyId: own.id });
  return access ? { access, named: false } : null;
}

/**
 * What the caller may do in the company a posting is for, when they are not its poster: null
 * for the poster, for a posting of no company, and for someone not on the company's team.
 */
function teamAccessTo(
  ctx: AppContext,
  actorId: string | null,
  posting: Pick<Posting, 'posterId' | 'companyId'>,
  executor?: Executor,
): Promise<CompanyAccess | null> | null {
  if (!actorId || !posting.companyId || posting.posterId === actorId) return null;
  return companyAccess(ctx, { userId: actorId, companyId: posting.companyId, executor });
}

/** The first hire of each posting that has one, named in full or publicly. */
async function hiresOf(
  db: Executor,
  rows: Pick<Posting, 'id' | 'hiredCount'>[],
  naming: 'full' | 'public',
): Promise<Map<string, PostingHire>> {
  const hired = rows.filter((row) => row.hiredCount > 0).map((row) => row.id);
  const hires = await firstHiresOf(db, hired);
  return new Map(
    [...hires].map(([postingId, worker]) => [
      postingId,
      { id: worker.id, name: naming === 'full' ? worker.fullName : hiredWorkerPublicName(worker.fullName) },
    ]),
  );
}

/**
 * Publishes a posting after the spec's publish checks (400 with the first failing text).
 * The place is completed from the city, the point or the poster's city; the answer carries
 * the estimated reach computed from the users the posting is shown to.
 */
export async function createPosting(props: {
  ctx: AppContext;
  actor: Actor;
  input: CreateGigData;
  /** How a job awaiting payment reaches its checkout (absent: the answer's checkout_url is null). */
  checkout?: PostCheckout;
  log: FastifyBaseLogger;
}) {
  const { ctx, actor, input, checkout } = props;
  const posterId = actor.userId;
  const error = firstPublishError(input);
  if (error) throw errors.badRequest(GIG_ERRORS.cannotPublish(error));
  // Where checkout sends the poster back: checked before anything is written (no open redirect).
  const originUrl = input.origin_url ?? `${ctx.env.PUBLIC_URL}/dashboard`;
  if (checkout) checkout.ownOrigin(originUrl);
  const poster = await posterOf(ctx, posterId);
  const company = await companyOfNewPosting(ctx, poster, input.company_id);
  const place = await resolvePostingPlace(ctx.geo, input, poster);
  const companyName = company?.named
    ? company.access.company.name
    : postingCompany(input, company?.access.company.name ?? poster.fullName);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertPosting(tx, {
      ...postingValues(input, place, companyName),
      posterId,
      companyId: company?.access.company.id ?? null,
      mode: input.mode,
      status: initialPostingStatus(ctx, input.mode),
    });
    // A job open at once reaches the workers it matches (decision 039); a paid one when paid.
    if (created.mode === 'job' && created.status === 'open') await enqueuePostingOpened(ctx, tx, created.id);
    if (created.companyId) {
      await audit.record(tx, {
        at: ctx.clock.now(),
        actorId: posterId,
        action: 'team.posting_created',
        subject: companySubject(created.companyId),
        data: { subject: created.title, posting_id: created.id, mode: created.mode, status: created.status },
      });
    }
    return created;
  });
  const reach = await estimateReach(ctx.db, row);
  const pending = row.status === 'pending_payment';
  // A company's job is paid by its owner or a billing manager: anyone else leaves it to them.
  const awaitingBilling = pending && !!company && !company.access.permissions.includes('can_manage_billing');
  return {
    id: row.id,
    message: row.mode === 'job' ? GIG_MESSAGES.jobPosted(reach) : GIG_MESSAGES.gigCreated(reach),
    estimated_reach: reach,
    status: pending ? ('pending_payment' as const) : ('open' as const),
    checkout_url:
      pending && checkout && !awaitingBilling
        ? await checkoutOrNull(checkout, { ...props, postingId: row.id, originUrl })
        : null,
    awaiting_billing: awaitingBilling,
  };
}

/**
 * The checkout of a job just published. The job is written already: when the provider fails,
 * the answer still says it was created (checkout_url null) and the poster pays from the
 * wizard's retry or the dashboard, rather than publishing it twice.
 */
async function checkoutOrNull(
  checkout: PostCheckout,
  props: { actor: Actor; postingId: string; originUrl: string; log: FastifyBaseLogger },
): Promise<string | null> {
  try {
    return await checkout.open(props);
  } catch (err) {
    props.log.warn({ feature: 'gigs', postingId: props.postingId, err }, 'checkout for a new job failed');
    return null;
  }
}

/**
 * GET /api/gigs/{id}: counts a view, once per person (or visitor address) per day, unless the
 * poster looks at their own posting.
 */
export async function gigDetail(props: {
  ctx: AppContext;
  id: string;
  actorId: string | null;
  /** The caller's address (request.ip), for visitors who are not signed in. */
  address: string;
}): Promise<GigDetailDto> {
  const { ctx, actorId } = props;
  const row = await postingOr404(ctx.db, props.id);
  const isOwner = actorId === row.posterId;
  // A member of the posting's company (any role) is on the posting's side, never an applicant.
  const team = await teamAccessTo(ctx, actorId, row);
  // An unpaid job is its poster's (and its company's team's) alone until it is paid for (Pay-Per-Post).
  if (row.status === 'pending_payment' && !isOwner && !team)
    throw errors.notFound(GIG_ERRORS.postingNotFound);
  const [creator, workExperience, myApplication, hires] = await Promise.all([
    findCreator(ctx.db, row.posterId),
    recentExperiences(ctx.db, row.posterId, DETAIL_WORK_ITEMS),
    actorId && !isOwner ? findApplicationOf(ctx.db, row.id, actorId) : null,
    hiresOf(ctx.db, [row], 'public'),
  ]);
  if (!creator) throw errors.notFound(GIG_ERRORS.postingNotFound);
  // The creator's badge and the viewer's plan, in one query.
  const plans = await entitlementsOfMany(ctx.db, actorId ? [row.posterId, actorId] : [row.posterId]);
  const viewerPlan = actorId ? plans.get(actorId) : undefined;
  const counted = await countPostingView({
    ctx,
    posting: row,
    visitor: { userId: actorId, address: props.address },
  });
  const views = counted ?? row.views;
  return toGigDetailDto(
    { ...row, views },
    {
      creator: { ...creator, pro: plans.get(row.posterId)?.has('pro_badge') ?? false },
      // An employer's contact, on a job (a service gig's poster is a provider, not an employer).
      employerContact:
        row.mode === 'job' && viewerPlan?.has('employer_contact')
          ? { email: creator.email, phone: creator.phone?.trim() || null }
          : null,
      workExperience,
      canApply: canApplyTo(actorId, row, {
        alreadyApplied: myApplication !== null,
        teamMember: team !== null,
      }),
      isOwner,
      canManage: actorId !== null && canManagePosting(actorId, row, team),
      myApplication,
      hire: hires.get(row.id) ?? null,
    },
  );
}

async function presentMine(db: Executor, rows: Awaited<ReturnType<typeof listPostingsOfPoster>>) {
  const ids = rows.map((row) => row.posting.id);
  const [counts, plans, hires] = await Promise.all([
    applicationCountsOf(db, ids),
    entitlementsOfMany(
      db,
      rows.map((row) => row.creatorId),
    ),
    hiresOf(
      db,
      rows.map((row) => row.posting),
      'full',
    ),
  ]);
  return rows.map((row) =>
    toMyPostingDto(
      row.posting,
      { ...row, creatorPro: plans.get(row.creatorId)?.has('pro_badge') ?? false },
      counts.get(row.posting.id) ?? NO_APPLICATIONS,
      hires.get(row.posting.id) ?? null,
    ),
  );
}

/**
 * GET /api/gigs/mine: every posting of the caller, both modes, any status, newest first; with
 * `companyId`, every posting of that company instead (any member of its team, decision 042).
 */
export async function myPostings(props: {
  ctx: AppContext;
  userId: string;
  companyId?: string;
}): Promise<MyPostingsDto> {
  const { ctx } = props;
  if (props.companyId) {
    const access = await resolveCompany(ctx, { userId: props.userId, companyId: props.companyId });
    const rows = await listPostingsOfCompany(ctx.db, access.company.id);
    return { postings: await presentMine(ctx.db, rows) };
  }
  const rows = await listPostingsOfPoster(ctx.db, props.userId);
  return { postings: await presentMine(ctx.db, rows) };
}

async function myPosting(ctx: AppContext, row: Posting): Promise<MyPostingDto> {
  const poster = await posterOf(ctx, row.posterId);
  const creator = {
    creatorId: poster.id,
    creatorName: poster.fullName,
    creatorPicture: poster.profilePicture,
  };
  const [dto] = await presentMine(ctx.db, [{ posting: row, ...creator }]);
  return dto!;
}

/** The place input of a PATCH that moves the posting (new city or point); null when it stays. */
function placeInputOf(row: Posting, input: z.output<typeof UpdateGigInput>): PlaceInput | null {
  const cityChanged = input.city !== undefined;
  const pointChanged = input.latitude !== undefined || input.longitude !== undefined;
  if (!cityChanged && !pointChanged) return null;
  const latitude = input.latitude !== undefined ? input.latitude : row.latitude;
  const longitude = input.longitude !== undefined ? input.longitude : row.longitude;
  // A location text that was only the derived "City, RE" follows the new place.
  const derivedText = row.location === defaultLocationText(row);
  return {
    // A new point without a city names its own city; a new city without a point is geocoded.
    city: cityChanged ? (input.city ?? null) : pointChanged ? null : row.city,
    latitude: pointChanged || !cityChanged ? latitude : null,
    longitude: pointChanged || !cityChanged ? longitude : null,
    location: input.location ?? (derivedText ? '' : row.location),
  };
}

/**
 * PATCH /api/gigs/{id}: the poster (or, for a company's posting, a member of its team with
 * `can_post_jobs`) changes any wizard field. The patch is merged with the
 * stored posting and checked as a new one; openings may not drop below the people hired
 * (equal fills an open posting). The row is locked so a concurrent hire is counted.
 */
export async function updatePosting(props: {
  ctx: AppContext;
  id: string;
  actorId: string;
  input: z.output<typeof UpdateGigInput>;
}): Promise<MyPostingDto> {
  const { ctx, input } = props;
  const current = await postingOr404(ctx.db, props.id);
  assertCanManagePosting(props.actorId, current, await teamAccessTo(ctx, props.actorId, current));
  const poster = await posterOf(ctx, current.posterId);
  const placeInput = placeInputOf(current, input);
  const newPlace = placeInput ? await resolvePostingPlace(ctx.geo, placeInput, poster) : null;

  const updated = await ctx.db.transaction(async (tx) => {
    const row = await postingOr404(tx, props.id, true);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const form: CreateGigData = { ...formOfPosting(row), ...changes };
    const error = firstPublishError(form);
    if (error) throw errors.badRequest(GIG_ERRORS.cannotPublish(error));
    if (form.openings < row.hiredCount) throw errors.badRequest(GIG_ERRORS.openingsBelowHired);
    const place = newPlace ?? {
      city: row.city,
      region: row.region,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
      location:
        input.location === undefined ? row.location : input.location.trim() || defaultLocationText(row),
    };
    const filled = row.status === 'open' && row.hiredCount >= form.openings;
    // A company's posting keeps the name it was posted under when the form clears it.
    const fallbackCompany = row.companyId ? (row.company ?? poster.fullName) : poster.fullName;
    const saved = await updatePostingById(
      tx,
      row.id,
      {
        ...postingValues(form, place, postingCompany(form, fallbackCompany)),
        ...(filled ? { status: 'filled' as const } : {}),
      },
      ctx.clock.now(),
    );
    if (saved.companyId)
      await recordPostingUpdated(ctx, tx, props.actorId, saved, { fields: Object.keys(changes).join(',') });
    return saved;
  });
  return myPosting(ctx, updated);
}

/** A company's posting changed: `team.posting_updated` in the change's transaction (decision 042). */
function recordPostingUpdated(
  ctx: AppContext,
  tx: Executor,
  actorId: string,
  posting: Posting,
  facts: Record<string, string>,
) {
  return audit.record(tx, {
    at: ctx.clock.now(),
    actorId,
    action: 'team.posting_updated',
    subject: companySubject(posting.companyId!),
    data: { subject: posting.title, posting_id: posting.id, ...facts },
  });
}

/**
 * POST /api/gigs/{id}/status: pause, close or reopen (the poster, or the company's team with
 * `can_post_jobs`). Reopening needs a free opening.
 */
export async function changePostingStatus(props: {
  ctx: AppContext;
  id: string;
  actorId: string;
  status: ChangePostingStatusInput['status'];
}): Promise<MyPostingDto> {
  const { ctx, status } = props;
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await postingOr404(tx, props.id, true);
    assertCanManagePosting(props.actorId, row, await teamAccessTo(ctx, props.actorId, row, tx));
    if (row.status === status) throw errors.badRequest(GIG_ERRORS.statusUnchanged);
    if (awaitsPayment(row)) throw errors.badRequest(GIG_ERRORS.needsPayment);
    if (status === 'open' && row.hiredCount >= row.openings)
      throw errors.badRequest(GIG_ERRORS.cannotReopenFilled);
    const saved = await updatePostingById(tx, row.id, { status }, ctx.clock.now());
    if (saved.companyId)
      await recordPostingUpdated(ctx, tx, props.actorId, saved, { from: row.status, to: status });
    return saved;
  });
  return myPosting(ctx, updated);
}

/** Open or paused postings of the company by the member who manages them (team list, decision 042). */
export async function managedPostingCounts(ctx: AppContext, companyId: string): Promise<Map<string, number>> {
  const rows = await countManagedPostingsOfCompany(ctx.db, companyId);
  return new Map(rows.map((row) => [row.posterId, Number(row.count)]));
}

/**
 * Hands a leaving member's open or paused postings of the company to another member (the owner),
 * in the caller's transaction; the ids of the postings moved.
 */
export function reassignMemberPostings(
  ctx: AppContext,
  props: { executor: Executor; companyId: string; fromUserId: string; toUserId: string },
): Promise<string[]> {
  return reassignCompanyPostings(props.executor, { ...props, at: ctx.clock.now() });
}

/**
 * The `gigs.company_renamed` job: the company's postings take its current name (read now, so
 * jobs of quick successive renames, run in any order or twice, end on the last name). A company
 * gone since gives nothing to do. The number of postings changed.
 */
export async function renameCompanyPostings(ctx: AppContext, companyId: string): Promise<number> {
  const company = await findCompany(ctx, companyId);
  if (!company) return 0;
  return renamePostingsOfCompany(ctx.db, company.id, company.name);
}
