import type { ExportedMatchDeliveryDto } from '@hirehand/shared/account/account-export';
import { GIG_CATEGORIES, type GigCategory } from '@hirehand/shared/gigs/gig-enums';
import { JobAlertFilters } from '@hirehand/shared/matching/job-alerts';
import {
  DIGEST_SCHEDULE,
  JOB_DEEP_LINK_PARAM,
  MATCH_EMAIL_PATHS,
} from '@hirehand/shared/matching/match-emails';
import type { NotificationFrequency } from '@hirehand/shared/matching/smart-notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { MatchDeliveryRow } from '../../db/schema/matching';
import type { PostingRow } from '../../db/schema/postings';
import type { AppContext } from '../../platform/context';
import { distanceKm } from '../../platform/geo/distance';
import { postingMeetsSearch } from '../jobs/jobs.service';
import { entitlementsOf } from '../membership/membership.service';
import { announceNotifications, createNotification } from '../notifications/notifications.service';
import { findUserById, localeSettingsOf } from '../users/users.service';
import { findAlertsExcept } from './job-alerts.repo';
import {
  deliveriesForExport,
  dropPendingEmail,
  findPostingForDelivery,
  findSmartCandidates,
  insertDelivery,
  markEmailSent,
  markInAppSent,
  pendingEmailDeliveries,
  usersWithPendingEmail,
} from './match-delivery.repo';
import { type MatchEmailToken, signMatchEmailToken } from './match-email-tokens';
import { categoryHistories } from './match-jobs.repo';
import { MATCH_FLOOR, matchWorkerOf } from './match-jobs.service';
import type { MatchPosting } from './matcher/match-types';
import { scoreJob } from './matcher/score-job';
import { matchDigestMail, newMatchMail } from './matching.mail';
import { findNotificationPreferences } from './smart-notifications.repo';

/** A digest lists at most this many matches (the best ones); the rest wait for the next one. */
export const DIGEST_MAX_MATCHES = 20;

type Method = 'email' | 'in_app';

/** How one match goes to one worker (decision 039). */
interface DeliveryPlan {
  userId: string;
  source: 'smart' | 'alert';
  alertId: string | null;
  alertName: string | null;
  score: number | null;
  frequency: NotificationFrequency;
  methods: Method[];
}

const urlOf = (ctx: AppContext, path: string, token?: string) =>
  `${ctx.env.PUBLIC_URL}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
const token = (ctx: AppContext, value: MatchEmailToken) => signMatchEmailToken(ctx.signingKey, value);
/** The client path that opens the job's detail. */
export const jobLinkOf = (postingId: string) => `/?${JOB_DEEP_LINK_PARAM}=${postingId}`;

const dollars = (value: number) => `$${Number.isInteger(value) ? value : value.toFixed(2)}`;

/** The pay as a line of the e-mail: a range, a rate or a price, from the posting itself. */
export function payText(posting: PostingRow): string {
  if (posting.salaryMin !== null && posting.salaryMax !== null)
    return posting.salaryMin === posting.salaryMax
      ? `${dollars(posting.salaryMax)}/hr`
      : `${dollars(posting.salaryMin)}–${dollars(posting.salaryMax)}/hr`;
  if (posting.pricingType === 'hourly' && posting.hourlyRate !== null)
    return `${dollars(posting.hourlyRate)}/hr`;
  if (posting.pricingType === 'fixed' && posting.fixedPrice !== null) return dollars(posting.fixedPrice);
  return 'Pay negotiable';
}

const isRemote = (posting: PostingRow) => posting.locationType === 'remote' || posting.remoteAllowed;
const placeText = (posting: PostingRow) =>
  posting.locationType === 'remote' ? 'Remote' : (posting.city ?? (posting.remoteAllowed ? 'Remote' : ''));
const companyOf = (posting: PostingRow) => posting.company ?? 'A HireHand employer';

function matchPostingOf(posting: PostingRow, distance: number | null): MatchPosting {
  return {
    ...posting,
    category: posting.category as GigCategory,
    distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
  } as MatchPosting;
}

/**
 * The smart-notification plan for one candidate worker, or null when the posting does not meet
 * their preferences: within their max distance of their position (remote counts as near; no
 * known position: only remote jobs), and a match score (the matcher's, with their work
 * preferences) at least their minimum and the matcher's floor, meeting a skill at least.
 */
async function smartPlanFor(
  ctx: AppContext,
  posting: PostingRow,
  candidate: Awaited<ReturnType<typeof findSmartCandidates>>[number],
  history: { accepted: number; decided: number },
  now: Date,
): Promise<DeliveryPlan | null> {
  const user = await findUserById(ctx.db, candidate.userId);
  if (!user) return null;
  const { worker, point } = await matchWorkerOf(ctx, user, now);
  const distance =
    point && posting.latitude !== null && posting.longitude !== null
      ? distanceKm(point.latitude, point.longitude, posting.latitude, posting.longitude)
      : null;
  if (!isRemote(posting) && (distance === null || distance > candidate.maxDistanceKm)) return null;
  const scored = scoreJob({
    worker,
    posting: matchPostingOf(posting, distance),
    history,
    now,
    insights: false,
  });
  if (
    scored.match_score < Math.max(candidate.minMatchScore, MATCH_FLOOR) ||
    scored.match_breakdown.skills <= 0
  )
    return null;
  return {
    userId: user.id,
    source: 'smart',
    alertId: null,
    alertName: null,
    score: scored.match_score,
    frequency: candidate.frequency,
    methods: candidate.methods.filter((m): m is Method => m === 'email' || m === 'in_app'),
  };
}

/**
 * Delivers one match to one worker, at most once ever (the unique (user, posting) row decides):
 * the row, and for `in_app` the notification (always at once: the frequency paces e-mail), and
 * for an immediate e-mail the e-mail, all in one transaction; the notification is announced on
 * the realtime hub after the commit. Answers the row, or null when it was delivered before.
 */
async function deliver(
  ctx: AppContext,
  log: FastifyBaseLogger,
  posting: PostingRow,
  plan: DeliveryPlan,
): Promise<MatchDeliveryRow | null> {
  const user = await findUserById(ctx.db, plan.userId);
  if (!user) return null;
  const now = ctx.clock.now();
  const settings = await localeSettingsOf(ctx.db, { userId: user.id });
  const { delivery, notification } = await ctx.db.transaction(async (tx) => {
    const row = await insertDelivery(tx, {
      userId: plan.userId,
      postingId: posting.id,
      source: plan.source,
      alertId: plan.alertId,
      score: plan.score,
      frequency: plan.frequency,
      methods: plan.methods,
      createdAt: now,
    });
    if (!row) return { delivery: null, notification: null };
    let created = null;
    if (plan.methods.includes('in_app')) {
      const common = { posting_title: posting.title, company: companyOf(posting) };
      created = await createNotification(tx, {
        userId: plan.userId,
        link: jobLinkOf(posting.id),
        ...(plan.source === 'alert'
          ? { kind: 'job_alert.new_job' as const, params: { ...common, alert_name: plan.alertName ?? '' } }
          : { kind: 'match.new_job' as const, params: { ...common, match_score: plan.score ?? 0 } }),
      });
      await markInAppSent(tx, row.id, created.id, now);
    }
    if (plan.frequency === 'immediate' && plan.methods.includes('email')) {
      await markEmailSent(tx, [row.id], now);
      const unsubscribe: MatchEmailToken =
        plan.source === 'alert' && plan.alertId
          ? { kind: 'unsubscribe_alert', userId: user.id, alertId: plan.alertId }
          : { kind: 'unsubscribe_smart', userId: user.id };
      await ctx.mail.send(newMatchMail, {
        to: user.email,
        params: {
          name: user.fullName,
          title: posting.title,
          company: companyOf(posting),
          place: placeText(posting),
          pay: payText(posting),
          score: plan.score,
          alertName: plan.alertName,
          jobUrl: urlOf(ctx, MATCH_EMAIL_PATHS.click, token(ctx, { kind: 'click', deliveryId: row.id })),
          ...emailLinks(ctx, { userId: user.id, sentAt: now, unsubscribe }),
        },
        dedupeKey: `match-email:${row.id}`,
        executor: tx,
        locale: settings.locale,
        timeZone: settings.timeZone,
      });
    }
    return { delivery: row, notification: created };
  });
  if (notification) await announceNotifications(ctx, log, [notification]);
  return delivery;
}

/**
 * The `matching.posting_opened` job (decision 039): the open job posting reaches (a) the workers
 * with smart notifications whose preferences it meets and (b) the owners of the job alerts whose
 * board filters it meets, each worker once, never its poster. Safe to run again: every delivery
 * is an insert that does nothing the second time.
 */
export async function deliverOpenedPosting(
  ctx: AppContext,
  log: FastifyBaseLogger,
  postingId: string,
): Promise<{ delivered: number }> {
  const posting = await findPostingForDelivery(ctx.db, postingId);
  if (posting?.mode !== 'job' || posting.status !== 'open') return { delivered: 0 };
  const now = ctx.clock.now();
  let delivered = 0;
  const candidates = await findSmartCandidates(ctx.db, {
    postingId: posting.id,
    posterId: posting.posterId,
    category: posting.category,
  });
  const histories = (GIG_CATEGORIES as readonly string[]).includes(posting.category)
    ? await categoryHistories(ctx.db, [posting.category as GigCategory])
    : new Map();
  const history = histories.get(posting.category) ?? { accepted: 0, decided: 0 };
  for (const candidate of candidates) {
    const plan = await smartPlanFor(ctx, posting, candidate, history, now);
    if (plan && (await deliver(ctx, log, posting, plan))) delivered += 1;
  }
  const served = new Set<string>();
  for (const alert of await findAlertsExcept(ctx.db, posting.posterId)) {
    if (served.has(alert.userId)) continue;
    const filters = JobAlertFilters.safeParse(alert.filters);
    if (!filters.success) continue;
    const meets = await postingMeetsSearch({
      ctx,
      postingId: posting.id,
      filters: filters.data,
      viewerId: alert.userId,
    });
    if (!meets) continue;
    served.add(alert.userId);
    const immediate = (await entitlementsOf(ctx.db, alert.userId)).has('advanced_search');
    const row = await deliver(ctx, log, posting, {
      userId: alert.userId,
      source: 'alert',
      alertId: alert.id,
      alertName: alert.name,
      score: null,
      frequency: immediate ? 'immediate' : 'weekly',
      methods: immediate ? ['in_app', 'email'] : ['email'],
    });
    if (row) delivered += 1;
  }
  return { delivered };
}

/**
 * POST /api/ai/match-jobs with send_notifications (decision 039): the matches found at or above
 * the worker's minimum score go through the same delivery (each once, by their frequency and
 * methods). Without smart notifications it does nothing. Answers how many were new.
 */
export async function deliverFoundMatches(
  ctx: AppContext,
  log: FastifyBaseLogger,
  props: { userId: string; matches: { id: string; match_score: number }[] },
): Promise<number> {
  const prefs = await findNotificationPreferences(ctx.db, props.userId);
  if (!prefs) return 0;
  let delivered = 0;
  for (const match of props.matches) {
    if (match.match_score < prefs.minMatchScore) continue;
    const posting = await findPostingForDelivery(ctx.db, match.id);
    if (!posting || posting.posterId === props.userId) continue;
    const row = await deliver(ctx, log, posting, {
      userId: props.userId,
      source: 'smart',
      alertId: null,
      alertName: null,
      score: match.match_score,
      frequency: prefs.frequency,
      methods: prefs.methods.filter((m): m is Method => m === 'email' || m === 'in_app'),
    });
    if (row) delivered += 1;
  }
  return delivered;
}

/** The worker's local date, hour and weekday in their time zone. */
export function localTimeOf(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'long',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: parts.weekday,
  };
}

/** The ISO week (e.g. 2026-W48) of a local date (YYYY-MM-DD). */
export function isoWeekOf(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The digest period now open for a worker, or null outside their digest morning (decision 039):
 * from 8:00 until noon of their local time (weekly: on Monday). A tick at any minute of those
 * hours finds it open, so a missed tick (an instance down) is caught up by the next one that
 * morning; after noon the matches wait for the next period's morning.
 */
export function digestPeriodOf(frequency: 'daily' | 'weekly', at: Date, timeZone: string): string | null {
  const local = localTimeOf(at, timeZone);
  if (local.hour < DIGEST_SCHEDULE.fromHour || local.hour >= DIGEST_SCHEDULE.untilHour) return null;
  if (frequency === 'daily') return local.date;
  return local.weekday === DIGEST_SCHEDULE.weeklyOn ? isoWeekOf(local.date) : null;
}

/**
 * The recurring tick (decision 039): for every worker with e-mails pending at daily or weekly
 * frequency whose digest morning it is, one `matching.digest` job per worker and period (the
 * dedupe key makes it once, whichever instance or tick enqueues it). Answers how many it enqueued.
 */
export async function enqueueDueDigests(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let enqueued = 0;
  for (const frequency of ['daily', 'weekly'] as const) {
    for (const userId of await usersWithPendingEmail(ctx.db, frequency)) {
      const { timeZone } = await localeSettingsOf(ctx.db, { userId });
      const period = digestPeriodOf(frequency, now, timeZone);
      if (!period) continue;
      const id = await ctx.jobs.enqueue(
        'matching.digest',
        { userId, frequency, period },
        { dedupeKey: `match-digest:${frequency}:${userId}:${period}` },
      );
      if (id) enqueued += 1;
    }
  }
  return enqueued;
}

/** Every match e-mail's own links: its open image, its one-click unsubscribe, the preferences. */
function emailLinks(ctx: AppContext, props: { userId: string; sentAt: Date; unsubscribe: MatchEmailToken }) {
  return {
    openUrl: urlOf(
      ctx,
      MATCH_EMAIL_PATHS.open,
      token(ctx, { kind: 'open', userId: props.userId, sentAt: props.sentAt.getTime() }),
    ),
    unsubscribeUrl: urlOf(ctx, MATCH_EMAIL_PATHS.unsubscribe, token(ctx, props.unsubscribe)),
    preferencesUrl: urlOf(ctx, '/settings'),
  };
}

/**
 * The `matching.digest` job: one e-mail listing the worker's pending matches of that frequency,
 * best first (at most DIGEST_MAX_MATCHES), and `email_sent_at` set on those rows in the
 * transaction that queues it (its dedupe key is the period's, so a second run sends nothing).
 */
export async function sendDigest(
  ctx: AppContext,
  props: { userId: string; frequency: 'daily' | 'weekly'; period: string },
): Promise<number> {
  const user = await findUserById(ctx.db, props.userId);
  if (!user) return 0;
  const prefs = await findNotificationPreferences(ctx.db, user.id);
  // Smart e-mails turned off since these matches were found: they are not e-mailed.
  if (!prefs?.methods.includes('email')) await dropPendingEmail(ctx.db, { userId: user.id, source: 'smart' });
  const settings = await localeSettingsOf(ctx.db, { userId: user.id });
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const rows = await pendingEmailDeliveries(tx, user.id, props.frequency, DIGEST_MAX_MATCHES);
    const ids = await markEmailSent(
      tx,
      rows.map((row) => row.delivery.id),
      now,
    );
    const sent = rows.filter((row) => ids.includes(row.delivery.id));
    if (sent.length === 0) return 0;
    const alertIds = new Set(sent.map((row) => row.delivery.alertId));
    const unsubscribe: MatchEmailToken = sent.every((row) => row.delivery.source === 'smart')
      ? { kind: 'unsubscribe_smart', userId: user.id }
      : sent.every((row) => row.delivery.source === 'alert') &&
          alertIds.size === 1 &&
          sent[0]?.delivery.alertId
        ? { kind: 'unsubscribe_alert', userId: user.id, alertId: sent[0].delivery.alertId }
        : { kind: 'unsubscribe_all', userId: user.id };
    await ctx.mail.send(matchDigestMail, {
      to: user.email,
      params: {
        name: user.fullName,
        frequency: props.frequency,
        titles: sent.map((row) => row.posting.title),
        details: sent.map(({ delivery, posting }) =>
          [
            companyOf(posting),
            placeText(posting),
            payText(posting),
            delivery.score === null ? null : `${delivery.score}% match`,
          ]
            .filter(Boolean)
            .join(' · '),
        ),
        jobUrls: sent.map((row) =>
          urlOf(ctx, MATCH_EMAIL_PATHS.click, token(ctx, { kind: 'click', deliveryId: row.delivery.id })),
        ),
        ...emailLinks(ctx, { userId: user.id, sentAt: now, unsubscribe }),
      },
      dedupeKey: `match-digest-mail:${props.frequency}:${user.id}:${props.period}`,
      executor: tx,
      locale: settings.locale,
      timeZone: settings.timeZone,
    });
    return sent.length;
  });
}

/** The account export's section: every match delivered to the person and what was sent when. */
export async function exportMatchDeliveriesOf(
  ctx: AppContext,
  userId: string,
): Promise<ExportedMatchDeliveryDto[]> {
  const rows = await deliveriesForExport(ctx.db, userId);
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return rows.map(({ delivery, title }) => ({
    posting_id: delivery.postingId,
    posting_title: title,
    source: delivery.source,
    score: delivery.score,
    frequency: delivery.frequency,
    methods: delivery.methods,
    matched_at: delivery.createdAt.toISOString(),
    in_app_sent_at: iso(delivery.inAppSentAt),
    email_sent_at: iso(delivery.emailSentAt),
    email_opened_at: iso(delivery.emailOpenedAt),
    clicked_at: iso(delivery.clickedAt),
  }));
}
