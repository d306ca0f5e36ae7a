import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type TeamInvitationRow, teamInvitations } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

/** The invitations of the teams module (team_invitations); every function takes the caller's transaction. */

type NewInvitation = Pick<
  TeamInvitationRow,
  'companyId' | 'email' | 'role' | 'permissions' | 'tokenHash' | 'invitedBy' | 'invitedAt' | 'expiresAt'
>;

/** A new pending invitation; null when the address already has one for this company (the pending key). */
export async function insertInvitation(
  db: Executor,
  values: NewInvitation,
): Promise<TeamInvitationRow | null> {
  const [row] = await db
    .insert(teamInvitations)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The pending invitation of an address to a company, locked until the transaction ends. */
export async function lockPendingInvitation(
  db: Executor,
  companyId: string,
  email: string,
): Promise<TeamInvitationRow | null> {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.companyId, companyId),
        eq(teamInvitations.email, email),
        eq(teamInvitations.status, 'pending'),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Re-sends a pending invitation: a new token, expiry, role and inviter on the same row. */
export async function refreshInvitation(
  db: Executor,
  id: string,
  values: Omit<NewInvitation, 'companyId' | 'email'>,
): Promise<TeamInvitationRow | null> {
  const [row] = await db
    .update(teamInvitations)
    .set({ ...values, remindedAt: null })
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function findInvitationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<TeamInvitationRow | null> {
  const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, tokenHash));
  return row ?? null;
}

export async function findInvitationById(db: Executor, id: string): Promise<TeamInvitationRow | null> {
  const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.id, id));
  return row ?? null;
}

/** A company's invitations still pending at `now`, newest first, with the inviter's name (a read of users). */
export function pendingInvitationsOf(db: Executor, companyId: string, now: Date) {
  return db
    .select({ invitation: teamInvitations, inviterName: users.fullName })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(
      and(
        eq(teamInvitations.companyId, companyId),
        eq(teamInvitations.status, 'pending'),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(teamInvitations.invitedAt));
}

/** Ends a pending invitation (accepted or cancelled); null when it was no longer pending. */
export async function closeInvitation(
  db: Executor,
  id: string,
  values: { status: 'accepted' | 'cancelled'; acceptedBy?: string; acceptedAt?: Date },
): Promise<TeamInvitationRow | null> {
  const [row] = await db
    .update(teamInvitations)
    .set(values)
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * Expires the invitation if it is still pending with this expiry and the moment has come: a
 * re-sent invitation (a later expiry) is left alone.
 */
export async function expireInvitation(db: Executor, id: string, expiresAt: Date, now: Date) {
  const rows = await db
    .update(teamInvitations)
    .set({ status: 'expired' })
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.status, 'pending'),
        eq(teamInvitations.expiresAt, expiresAt),
        lte(teamInvitations.expiresAt, now),
      ),
    )
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/**
 * Marks the reminder of a pending invitation with this token and expiry as sent; null when it
 * was sent already, re-sent since, or ended (so the reminder goes once).
 */
export async function markReminded(
  db: Executor,
  props: { id: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<TeamInvitationRow | null> {
  const [row] = await db
    .update(teamInvitations)
    .set({ remindedAt: props.now })
    .where(
      and(
        eq(teamInvitations.id, props.id),
        eq(teamInvitations.status, 'pending'),
        eq(teamInvitations.tokenHash, props.tokenHash),
        eq(teamInvitations.expiresAt, props.expiresAt),
        gt(teamInvitations.expiresAt, props.now),
        isNull(teamInvitations.remindedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Names of accounts by id (the activity list's actors; a read of users). */
export async function namesOf(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
