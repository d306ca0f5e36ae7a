import type { NotificationFrequency } from '@hirehand/shared/matching/smart-notifications';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type MatchDeliveryRow, matchDeliveries, notificationPreferences } from '../../db/schema/matching';
import { type PostingRow, postings } from '../../db/schema/postings';

/** The posting as the delivery reads it (any status: the handler checks it is an open job). */
export async function findPostingForDelivery(db: Executor, postingId: string): Promise<PostingRow | null> {
  const [row] = await db.select().from(postings).where(eq(postings.id, postingId));
  return row ?? null;
}

export interface SmartCandidate {
  userId: string;
  minMatchScore: number;
  maxDistanceKm: number;
  frequency: NotificationFrequency;
  methods: string[];
}

/**
 * Workers with smart notifications whose categories the posting is in (none saved: any), never
 * its poster, and not already sent this posting (the unique (user, posting) index answers the
 * NOT EXISTS). Distance and score are checked after, in Node, from the worker's position and
 * work preferences (decision 039).
 */
export function findSmartCandidates(
  db: Executor,
  props: { postingId: string; posterId: string; category: string },
): Promise<SmartCandidate[]> {
  const p = notificationPreferences;
  return db
    .select({
      userId: p.userId,
      minMatchScore: p.minMatchScore,
      maxDistanceKm: p.maxDistanceKm,
      frequency: p.frequency,
      methods: p.methods,
    })
    .from(p)
    .where(
      and(
        ne(p.userId, props.posterId),
        sql`(cardinality(${p.preferredCategories}) = 0 or ${props.category} = any(${p.preferredCategories}))`,
        sql`not exists (select 1 from ${matchDeliveries} where ${matchDeliveries.userId} = ${p.userId}
          and ${matchDeliveries.postingId} = ${props.postingId}::uuid)`,
      ),
    )
    .orderBy(asc(p.userId));
}

export type NewDelivery = Pick<
  MatchDeliveryRow,
  'userId' | 'postingId' | 'source' | 'alertId' | 'score' | 'frequency' | 'methods' | 'createdAt'
>;

/** The delivery, or null when this posting was already delivered to this worker (each match once). */
export async function insertDelivery(db: Executor, values: NewDelivery): Promise<MatchDeliveryRow | null> {
  const [row] = await db
    .insert(matchDeliveries)
    .values(values)
    .onConflictDoNothing({ target: [matchDeliveries.userId, matchDeliveries.postingId] })
    .returning();
  return row ?? null;
}

export async function markInAppSent(db: Executor, id: string, notificationId: string, at: Date) {
  await db.update(matchDeliveries).set({ notificationId, inAppSentAt: at }).where(eq(matchDeliveries.id, id));
}

/** The deliveries' e-mail is sent (queued in this transaction); answers the ids it marked. */
export async function markEmailSent(db: Executor, ids: string[], at: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(matchDeliveries)
    .set({ emailSentAt: at })
    .where(and(inArray(matchDeliveries.id, ids), isNull(matchDeliveries.emailSentAt)))
    .returning({ id: matchDeliveries.id });
  return rows.map((row) => row.id);
}

const pendingEmail = (frequency: NotificationFrequency) =>
  and(
    eq(matchDeliveries.frequency, frequency),
    isNull(matchDeliveries.emailSentAt),
    sql`'email' = any(${matchDeliveries.methods})`,
  );

/** Workers with e-mails still to send at this frequency (the pending e-mail partial index). */
export async function usersWithPendingEmail(
  db: Executor,
  frequency: NotificationFrequency,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: matchDeliveries.userId })
    .from(matchDeliveries)
    .where(pendingEmail(frequency))
    .orderBy(asc(matchDeliveries.userId));
  return rows.map((row) => row.userId);
}

/** A worker's deliveries still to e-mail at this frequency, with their postings, best first. */
export async function pendingEmailDeliveries(
  db: Executor,
  userId: string,
  frequency: NotificationFrequency,
  limit: number,
) {
  return db
    .select({ delivery: matchDeliveries, posting: postings })
    .from(matchDeliveries)
    .innerJoin(postings, eq(postings.id, matchDeliveries.postingId))
    .where(and(eq(matchDeliveries.userId, userId), pendingEmail(frequency)))
    .orderBy(
      sql`${matchDeliveries.score} desc nulls last`,
      desc(matchDeliveries.createdAt),
      asc(matchDeliveries.id),
    )
    .limit(limit);
}

/** The e-mail sent to the user at `sentAt` was opened: sets email_opened_at once. */
export async function markOpened(db: Executor, userId: string, sentAt: Date, at: Date): Promise<number> {
  const rows = await db
    .update(matchDeliveries)
    .set({ emailOpenedAt: at })
    .where(
      and(
        eq(matchDeliveries.userId, userId),
        eq(matchDeliveries.emailSentAt, sentAt),
        isNull(matchDeliveries.emailOpenedAt),
      ),
    )
    .returning({ id: matchDeliveries.id });
  return rows.length;
}

/** A delivery's job link was clicked: sets clicked_at once; answers its posting (null: unknown delivery). */
export async function markClicked(db: Executor, deliveryId: string, at: Date): Promise<string | null> {
  await db
    .update(matchDeliveries)
    .set({ clickedAt: at })
    .where(and(eq(matchDeliveries.id, deliveryId), isNull(matchDeliveries.clickedAt)));
  const [row] = await db
    .select({ postingId: matchDeliveries.postingId })
    .from(matchDeliveries)
    .where(eq(matchDeliveries.id, deliveryId));
  return row?.postingId ?? null;
}

/** The account export's rows: every delivery with its posting's title, oldest first. */
export function deliveriesForExport(db: Executor, userId: string) {
  return db
    .select({ delivery: matchDeliveries, title: postings.title })
    .from(matchDeliveries)
    .innerJoin(postings, eq(postings.id, matchDeliveries.postingId))
    .where(eq(matchDeliveries.userId, userId))
    .orderBy(asc(matchDeliveries.createdAt), asc(matchDeliveries.id));
}

/**
 * The worker stopped these e-mails: their deliveries not yet e-mailed lose the e-mail method, so no
 * digest sends them (smart ones, or one alert's). Answers how many were pending.
 */
export async function dropPendingEmail(
  db: Executor,
  props: { userId: string } & ({ source: 'smart' } | { source: 'alert'; alertId: string | null }),
): Promise<number> {
  const rows = await db
    .update(matchDeliveries)
    .set({ methods: sql`array_remove(${matchDeliveries.methods}, 'email')` })
    .where(
      and(
        eq(matchDeliveries.userId, props.userId),
        eq(matchDeliveries.source, props.source),
        isNull(matchDeliveries.emailSentAt),
        sql`'email' = any(${matchDeliveries.methods})`,
        props.source === 'alert'
          ? props.alertId
            ? eq(matchDeliveries.alertId, props.alertId)
            : isNull(matchDeliveries.alertId)
          : undefined,
      ),
    )
    .returning({ id: matchDeliveries.id });
  return rows.length;
}
