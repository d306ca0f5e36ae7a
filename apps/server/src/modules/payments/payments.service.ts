import { BUSINESS_ERRORS } from '@hirehand/shared/business/business-errors';
import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { PLAN_TEXTS } from '@hirehand/shared/membership/membership-texts';
import { isPaidTier, type MembershipTier, PLAN_CATALOG } from '@hirehand/shared/membership/plans';
import { CheckoutSessionId, type CheckoutSessionInput } from '@hirehand/shared/payments/payments';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ChargeRow,
  CheckoutSessionRow,
  NewCheckoutSessionRow,
  SubscriptionRow,
} from '../../db/schema/billing';
import type { Actor } from '../../platform/auth/auth-guard';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { CreateCheckoutInput, ProviderSubscription } from '../../platform/payments/payment-provider';
import { assertCompanyPermission, companyAccess } from '../companies/companies.service';
import {
  estimatedReachOfPaidPosting,
  jobPostPriceCents,
  type PostCheckout,
  payablePostingOf,
} from '../gigs/paid-posting.service';
import * as membership from '../membership/membership.service';
import { findUserById } from '../users/users.service';
import { applyCheckoutFromProvider } from './payment-events.service';
import * as repo from './payments.repo';
import { applySubscriptionUpdate } from './subscription-events.service';

/** A checkout session lapses after this long, Stripe's minimum. */
export const CHECKOUT_TTL_MS = 30 * 60_000;

/** Where the provider sends the person back, on our own origin (the web's result and plans pages). */
const successUrl = (origin: string) => `${origin}/membership-success?session_id={CHECKOUT_SESSION_ID}`;
/** Cancel leads back where the purchase started: the plans, or the dashboard holding the unpaid job. */
const cancelUrl = (origin: string, purpose: CheckoutPurchase['row']['purpose']) =>
  purpose === 'post' ? `${origin}/dashboard` : `${origin}/membership`;

/**
 * The origin of a URL the person gave, when it is this site's own (env PUBLIC_URL); anything
 * else is refused, so checkout can never send someone to another site (no open redirect).
 */
export function ownOriginOf(ctx: AppContext, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw errors.badRequest(MEMBERSHIP_ERRORS.badOrigin);
  }
  const own = new URL(ctx.env.PUBLIC_URL).origin;
  if (url.origin !== own || url.username || url.password)
    throw errors.badRequest(MEMBERSHIP_ERRORS.badOrigin);
  return own;
}

/**
 * Publishing a job opens its checkout in the same request (issue 19: the publish answers a
 * checkout_url). app.ts hands this to the gigs routes, so gigs never imports payments.
 */
export function postCheckoutOf(ctx: AppContext): PostCheckout {
  return {
    ownOrigin: (raw) => ownOriginOf(ctx, raw),
    open: async ({ actor, postingId, originUrl, log }) =>
      (
        await createCheckoutSession({
          ctx,
          actor,
          input: { posting_id: postingId, origin_url: originUrl },
          log,
        })
      ).checkoutUrl,
  };
}

/** The provider failed: a 503 with a code, never a 500 for the person. */
export async function atProvider<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log.error({ feature: 'payments', err: error }, 'payment provider call failed');
    throw errors.serviceUnavailable(MEMBERSHIP_ERRORS.paymentsUnavailable);
  }
}

/** What one checkout buys: the provider's item and our reference, and how our row records it. */
interface CheckoutPurchase {
  reference: CreateCheckoutInput['reference'];
  item: CreateCheckoutInput['item'];
  row: Pick<NewCheckoutSessionRow, 'purpose' | 'tier' | 'postingId' | 'withTrial' | 'amountTotalCents'>;
}

/**
 * Opens a checkout: the purchase comes from its purpose (a plan, or a job post to pay for), then
 * the provider's session and our row are made the same way for every purpose.
 */
export async function createCheckoutSession(props: {
  ctx: AppContext;
  actor: Actor;
  input: CheckoutSessionInput;
  log: FastifyBaseLogger;
}): Promise<{ checkoutUrl: string; sessionId: string }> {
  const { ctx, actor, input } = props;
  const origin = ownOriginOf(ctx, input.origin_url);
  const purchase = input.membership_tier
    ? await planPurchase(ctx, actor.userId, input.membership_tier)
    : await postPurchase(ctx, actor.userId, input.posting_id ?? '');
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw errors.unauthorized();
  const previous = (await membership.listSubscriptions(ctx.db, actor.userId)).find(
    (s) => s.provider === ctx.payments.name && s.providerCustomerId,
  );
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CHECKOUT_TTL_MS);
  const created = await atProvider(props.log, () =>
    ctx.payments.createCheckout({
      reference: purchase.reference,
      customer: { email: user.email, providerCustomerId: previous?.providerCustomerId ?? null },
      item: purchase.item,
      successUrl: successUrl(origin),
      cancelUrl: cancelUrl(origin, purchase.row.purpose),
      expiresAt,
    }),
  );
  await repo.insertCheckoutSession(ctx.db, {
    ...purchase.row,
    id: created.providerSessionId,
    userId: actor.userId,
    provider: ctx.payments.name,
    currency: purchase.item.currency,
    successUrl: successUrl(origin),
    cancelUrl: cancelUrl(origin, purchase.row.purpose),
    expiresAt,
    createdAt: now,
  });
  return { checkoutUrl: created.url, sessionId: created.providerSessionId };
}

/**
 * A paid plan: Professional starts with its free trial (no card) when the account never had
 * one; an upgrade, or paying for the plan on trial, replaces the live plan once the new one
 * completes (payment-events.service).
 */
async function planPurchase(
  ctx: AppContext,
  userId: string,
  tier: MembershipTier,
): Promise<CheckoutPurchase> {
  if (!isPaidTier(tier)) throw errors.badRequest(MEMBERSHIP_ERRORS.alreadyBasic);
  const current = await membership.membershipOf(ctx.db, userId);
  // A trial of this very plan may be turned into the paid plan now (decision 032): a paid
  // checkout with no second trial, whose completion replaces the trial like any change of plan.
  const payingForTrial = current.tier === tier && current.subscription?.status === 'trialing';
  if (current.tier === tier && !payingForTrial)
    throw errors.badRequest(MEMBERSHIP_ERRORS.alreadyOnTier(PLAN_TEXTS[tier].name));
  const plan = PLAN_CATALOG[tier];
  // The trial is once per account, and for someone coming from Basic (not a change between paid plans).
  const withTrial =
    plan.trialDays > 0 && current.tier === 'basic' && !(await membership.hasEverTrialed(ctx.db, userId));
  return {
    reference: { userId, purpose: 'subscription', tier },
    item: {
      kind: 'subscription',
      tier,
      name: `HireHand ${PLAN_TEXTS[tier].name}`,
      amountCents: plan.price.amount_cents,
      // Lower case, as providers write it.
      currency: plan.price.currency.toLowerCase(),
      trialDays: withTrial ? plan.trialDays : 0,
    },
    row: {
      purpose: 'subscription',
      tier,
      postingId: null,
      withTrial,
      amountTotalCents: withTrial ? 0 : plan.price.amount_cents,
    },
  };
}

/**
 * Who pays for a post (decision 042): for a company's job, whoever holds `can_manage_billing`
 * in the company (403 `business.permission_denied` for a member without it, the poster
 * included); for anyone else's job, its poster alone. A stranger learns nothing: 400 not payable.
 */
async function assertMayPayForPost(
  ctx: AppContext,
  userId: string,
  posting: { posterId: string; companyId: string | null },
): Promise<void> {
  if (!posting.companyId) {
    if (posting.posterId !== userId) throw errors.badRequest(MEMBERSHIP_ERRORS.postingNotPayable);
    return;
  }
  const access = await companyAccess(ctx, { userId, companyId: posting.companyId });
  if (!access) throw errors.badRequest(MEMBERSHIP_ERRORS.postingNotPayable);
  if (!access.permissions.includes('can_manage_billing'))
    throw errors.forbidden(BUSINESS_ERRORS.permissionDenied('can_manage_billing'));
}

/**
 * Pay-Per-Post: the poster's own job (or a company's, for its billing managers) awaiting its first payment or a renewal, at the price in
 * force (JOB_POST_PRICE_CENTS). Anything else (someone else's posting, a gig, an open job, the
 * fee turned off) is not payable.
 */
async function postPurchase(ctx: AppContext, userId: string, postingId: string): Promise<CheckoutPurchase> {
  const amountCents = jobPostPriceCents(ctx);
  const posting = amountCents > 0 ? await payablePostingOf(ctx.db, { postingId }) : null;
  if (!posting) throw errors.badRequest(MEMBERSHIP_ERRORS.postingNotPayable);
  await assertMayPayForPost(ctx, userId, posting);
  return {
    reference: { userId, purpose: 'post', postingId: posting.id },
    item: {
      kind: 'post',
      name: `HireHand job post: ${posting.title}`.slice(0, 250),
      amountCents,
      currency: 'cad',
    },
    row: {
      purpose: 'post',
      tier: null,
      postingId: posting.id,
      withTrial: false,
      amountTotalCents: amountCents,
    },
  };
}

/**
 * A checkout as the result page polls it: an open one is re-read from the provider, and a
 * completed one applied (once: checkout_sessions.applied_at) if its event has not come yet.
 */
export async function checkoutStatus(props: {
  ctx: AppContext;
  actor: Actor;
  sessionId: string;
  log: FastifyBaseLogger;
}): Promise<{ session: CheckoutSessionRow; trialEnd: Date | null; estimatedReach: number | null }> {
  const { ctx, actor, sessionId } = props;
  const found = CheckoutSessionId.safeParse(sessionId).success
    ? await repo.findCheckoutSession(ctx.db, sessionId)
    : null;
  // Someone else's session is as unknown as a made-up id.
  if (!found || found.userId !== actor.userId) throw errors.notFound(MEMBERSHIP_ERRORS.sessionNotFound);
  let session = found;
  if (session.status === 'open') {
    const checkout = await atProvider(props.log, () => ctx.payments.retrieveCheckout(sessionId));
    if (checkout.status !== 'open') {
      await applyCheckoutFromProvider(ctx, sessionId, checkout, props.log);
      session = (await repo.findCheckoutSession(ctx.db, sessionId)) ?? session;
    }
  }
  const paidPost = session.status === 'complete' && session.postingId !== null;
  const [trialEnd, estimatedReach] = await Promise.all([
    trialEndOf(ctx, session),
    paidPost ? estimatedReachOfPaidPosting(ctx.db, session.postingId!) : null,
  ]);
  return { session, trialEnd, estimatedReach };
}

/** The trial a completed trial checkout started: the subscription of its tier begun after it opened. */
async function trialEndOf(ctx: AppContext, session: CheckoutSessionRow): Promise<Date | null> {
  if (!session.withTrial || session.status !== 'complete') return null;
  const subscriptions = await membership.listSubscriptions(ctx.db, session.userId);
  const started = subscriptions.find(
    (s) => s.tier === session.tier && s.trialEnd && s.createdAt.getTime() >= session.createdAt.getTime(),
  );
  return started?.trialEnd ?? null;
}

async function liveSubscriptionOf(ctx: AppContext, userId: string): Promise<SubscriptionRow> {
  const live = await membership.findLiveSubscription(ctx.db, userId);
  if (!live) throw errors.badRequest(MEMBERSHIP_ERRORS.noSubscription);
  return live;
}

/** Sets (cancel) or clears (resume) "ends at the period's end" at the provider, then on our side at once. */
export async function setCancelAtPeriodEnd(props: {
  ctx: AppContext;
  actor: Actor;
  cancel: boolean;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { ctx, actor, cancel } = props;
  const live = await liveSubscriptionOf(ctx, actor.userId);
  if (live.cancelAtPeriodEnd === cancel) {
    throw errors.conflict(cancel ? MEMBERSHIP_ERRORS.notCancellable : MEMBERSHIP_ERRORS.notResumable);
  }
  await atProvider(props.log, () => ctx.payments.setCancelAtPeriodEnd(live.providerSubscriptionId, cancel));
  const theirs: ProviderSubscription = (await atProvider(props.log, () =>
    ctx.payments.retrieveSubscription(live.providerSubscriptionId),
  )) ?? {
    providerSubscriptionId: live.providerSubscriptionId,
    providerCustomerId: live.providerCustomerId,
    tier: live.tier,
    status: live.status,
    currentPeriodStart: live.currentPeriodStart,
    currentPeriodEnd: live.currentPeriodEnd,
    trialEnd: live.trialEnd,
    cancelAtPeriodEnd: cancel,
  };
  await ctx.db.transaction((tx) =>
    applySubscriptionUpdate(ctx, tx, theirs, { actorId: actor.userId, provider: live.provider }),
  );
}

/** The provider's customer portal, where it has one (the sandbox has none). */
export async function billingPortalUrl(props: {
  ctx: AppContext;
  actor: Actor;
  returnUrl: string;
  log: FastifyBaseLogger;
}): Promise<string> {
  const { ctx, actor } = props;
  const origin = ownOriginOf(ctx, props.returnUrl);
  const customer = (await membership.listSubscriptions(ctx.db, actor.userId)).find(
    (s) => s.provider === ctx.payments.name && s.providerCustomerId,
  )?.providerCustomerId;
  const url = customer
    ? await atProvider(props.log, () =>
        ctx.payments.billingPortalUrl(customer, `${origin}${new URL(props.returnUrl).pathname}`),
      )
    : null;
  if (!url) throw errors.notFound(MEMBERSHIP_ERRORS.noBillingPortal);
  return url;
}

/**
 * An account being deleted stops paying: its live plan ends at the provider now, before the
 * rows go (a failure refuses the deletion rather than leave a card billed for nobody). No refund
 * is made: asking for one within the money-back period is the person's choice, before deleting.
 */
export async function endPlanOfDeletedAccount(props: {
  ctx: AppContext;
  userId: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { ctx } = props;
  const live = await membership.findLiveSubscription(ctx.db, props.userId);
  if (!live) return;
  await atProvider(props.log, () => ctx.payments.cancelSubscription(live.providerSubscriptionId));
}

/**
 * GET /api/business/billing (decision 042): what a company paid for its job posts, for its
 * owner and members with `can_view_billing` (403 `business.permission_denied` otherwise; 403
 * `business.not_a_member` for someone not on its team).
 */
export async function companyBilling(
  ctx: AppContext,
  props: { userId: string; companyId?: string | null },
): Promise<{ charges: ChargeRow[] }> {
  const access = await assertCompanyPermission(ctx, { ...props, permission: 'can_view_billing' });
  return { charges: await repo.listChargesOfCompany(ctx.db, access.company.id) };
}
