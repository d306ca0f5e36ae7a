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
import { PROFILE_ERRORS } from '@hirehand/shared/profile/profile-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Actor } from '../../platform/auth/auth-guard';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { entitlementsOfMany } from '../membership/membership.service';
import { findUserById } from '../users/users.service';
import { estimateReach } from './estimated-reach';
import { assertCanManagePosting, canApplyTo } from './gigs.policy';
import { toGigDetailDto, toMyPostingDto } from './gigs.presenter';
import {
  applicationCountsOf,
  countManagedPostingsOfCompany,
  findApplicationOf,
  findCreator,
  findPostingById,
  insertPosting,
  listPostingsOfPoster,
  lockPostingById,
  NO_APPLICATIONS,
  type Posting,
  reassignCompanyPostings,
  recentExperiences,
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
  const place = await resolvePostingPlace(ctx.geo, input, poster);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertPosting(tx, {
      ...postingValues(input, place, postingCompany(input, poster.fullName)),
      posterId,
      mode: input.mode,
      status: initialPostingStatus(ctx, input.mode),
    });
    // A job open at once reaches the workers it matches (decision 039); a paid one when paid.
    if (created.mode === 'job' && created.status === 'open') await enqueuePostingOpened(ctx, tx, created.id);
    return created;
  });
  const reach = await estimateReach(ctx.db, row);
  const pending = row.status === 'pending_payment';
  return {
    id: row.id,
    message: row.mode === 'job' ? GIG_MESSAGES.jobPosted(reach) : GIG_MESSAGES.gigCreated(reach),
    estimated_reach: reach,
    status: pending ? ('pending_payment' as const) : ('open' as const),
    checkout_url:
      pending && checkout ? await checkoutOrNull(checkout, { ...props, postingId: row.id, originUrl }) : null,
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
  // An unpaid job is its poster's alone until it is paid for (Pay-Per-Post).
  if (row.status === 'pending_payment' && !isOwner) throw errors.notFound(GIG_ERRORS.postingNotFound);
  const [creator, workExperience, myApplication] = await Promise.all([
    findCreator(ctx.db, row.posterId),
    recentExperiences(ctx.db, row.posterId, DETAIL_WORK_ITEMS),
    actorId && !isOwner ? findApplicationOf(ctx.db, row.id, actorId) : null,
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
      canApply: canApplyTo(actorId, row, myApplication !== null),
      isOwner,
      myApplication,
    },
  );
}

async function presentMine(db: Executor, rows: Awaited<ReturnType<typeof listPostingsOfPoster>>) {
  const ids = rows.map((row) => row.posting.id);
  const [counts, plans] = await Promise.all([
    applicationCountsOf(db, ids),
    entitlementsOfMany(
      db,
      rows.map((row) => row.creatorId),
    ),
  ]);
  return rows.map((row) =>
    toMyPostingDto(
      row.posting,
      { ...row, creatorPro: plans.get(row.creatorId)?.has('pro_badge') ?? false },
      counts.get(row.posting.id) ?? NO_APPLICATIONS,
    ),
  );
}

/** GET /api/gigs/mine: every posting of the caller, both modes, any status, newest first. */
export async function myPostings(props: { ctx: AppContext; userId: string }): Promise<MyPostingsDto> {
  const rows = await listPostingsOfPoster(props.ctx.db, props.userId);
  return { postings: await presentMine(props.ctx.db, rows) };
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
 * PATCH /api/gigs/{id}: the poster changes any wizard field. The patch is merged with the
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
  assertCanManagePosting(props.actorId, current);
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
    return updatePostingById(
      tx,
      row.id,
      {
        ...postingValues(form, place, postingCompany(form, poster.fullName)),
        ...(filled ? { status: 'filled' as const } : {}),
      },
      ctx.clock.now(),
    );
  });
  return myPosting(ctx, updated);
}

/** POST /api/gigs/{id}/status: pause, close or reopen. Reopening needs a free opening. */
export async function changePostingStatus(props: {
  ctx: AppContext;
  id: string;
  actorId: string;
  status: ChangePostingStatusInput['status'];
}): Promise<MyPostingDto> {
  const { ctx, status } = props;
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await postingOr404(tx, props.id, true);
    assertCanManagePosting(props.actorId, row);
    if (row.status === status) throw errors.badRequest(GIG_ERRORS.statusUnchanged);
    if (awaitsPayment(row)) throw errors.badRequest(GIG_ERRORS.needsPayment);
    if (status === 'open' && row.hiredCount >= row.openings)
      throw errors.badRequest(GIG_ERRORS.cannotReopenFilled);
    return updatePostingById(tx, row.id, { status }, ctx.clock.now());
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
