import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type ChargeRow,
  type CheckoutSessionRow,
  charges,
  checkoutSessions,
  type NewCheckoutSessionRow,
  type PaymentProviderName,
  paymentEvents,
} from '../../db/schema/billing';
import { postings } from '../../db/schema/postings';

/** The payments module's tables (decision 032): checkout_sessions, charges, payment_events. */

export async function insertCheckoutSession(
  db: Executor,
  values: NewCheckoutSessionRow,
): Promise<CheckoutSessionRow> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  return row!;
}

export async function findCheckoutSession(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CheckoutSessionRow | null> {
  const query = db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateCheckoutSession(
  db: Executor,
  id: string,
  patch: Partial<
    Pick<CheckoutSessionRow, 'status' | 'paymentStatus' | 'amountTotalCents' | 'currency' | 'appliedAt'>
  >,
): Promise<CheckoutSessionRow> {
  const [row] = await db.update(checkoutSessions).set(patch).where(eq(checkoutSessions.id, id)).returning();
  return row!;
}

/**
 * Records that an event was applied: true the first time, false when it already was. Called in
 * the transaction of the event's effect, so a replay either sees the row or waits on it.
 */
export async function claimPaymentEvent(
  db: Executor,
  event: { provider: PaymentProviderName; eventId: string; type: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider: event.provider, eventId: event.eventId, type: event.type, receivedAt: event.at })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

/** A new charge, or null when the provider's payment is already recorded. */
export async function insertCharge(
  db: Executor,
  values: Omit<ChargeRow, 'id' | 'refundedAt'>,
): Promise<ChargeRow | null> {
  const [row] = await db.insert(charges).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCharge(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ChargeRow | null> {
  const query = db.select().from(charges).where(eq(charges.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markChargeRefunded(db: Executor, id: string, at: Date): Promise<ChargeRow> {
  const [row] = await db.update(charges).set({ refundedAt: at }).where(eq(charges.id, id)).returning();
  return row!;
}

export async function listChargesByIds(db: Executor, userId: string, ids: string[]): Promise<ChargeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(charges)
    .where(and(eq(charges.userId, userId), inArray(charges.id, ids)));
}

/** Every charge of the person, newest first (data export). */
export async function listCharges(db: Executor, userId: string): Promise<ChargeRow[]> {
  return db.select().from(charges).where(eq(charges.userId, userId)).orderBy(desc(charges.createdAt));
}

/**
 * What was paid for a company's job posts (decision 042): every charge for one of its postings,
 * newest first, at most 500.
 */
export async function listChargesOfCompany(db: Executor, companyId: string): Promise<ChargeRow[]> {
  const rows = await db
    .select({ charge: charges })
    .from(charges)
    .innerJoin(postings, eq(postings.id, charges.postingId))
    .where(eq(postings.companyId, companyId))
    .orderBy(desc(charges.createdAt), desc(charges.id))
    .limit(500);
  return rows.map((row) => row.charge);
}
