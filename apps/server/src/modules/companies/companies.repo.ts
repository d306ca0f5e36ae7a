import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type CompanyMemberRow, type CompanyRow, companies, companyMembers } from '../../db/schema/companies';
import { postings } from '../../db/schema/postings';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

export async function findCompanyById(db: Executor, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/**
 * A company with how many open jobs it has on the board, in one statement: the company page's
 * read model (a read of postings, never a write). "Open" is the board's own test (job mode,
 * status open: paid for and not expired), counted through postings_company_idx.
 */
export async function findCompanyWithOpenJobs(
  db: Executor,
  id: string,
): Promise<{ company: CompanyRow; openJobs: number } | null> {
  const [row] = await db
    .select({
      company: companies,
      // Qualified by hand: in a one-table select, drizzle names its columns without their table.
      openJobs: sql<number>`(select count(*) from ${postings} where ${postings}.company_id = ${companies}.id
        and ${postings}.mode = 'job' and ${postings}.status = 'open')::int`,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

export async function findCompanyOfOwner(db: Executor, ownerId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.ownerId, ownerId));
  return row ?? null;
}

/**
 * The owner's company, made with the owner as its first member when there is none; concurrent
 * calls make one (the owner key), and each answers it.
 */
export async function insertOwnCompany(
  db: Executor,
  values: { ownerId: string; name: string; city: string | null; at: Date },
): Promise<CompanyRow> {
  const [made] = await db
    .insert(companies)
    .values({
      ownerId: values.ownerId,
      name: values.name,
      city: values.city,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoNothing({ target: companies.ownerId })
    .returning();
  const company = made ?? (await findCompanyOfOwner(db, values.ownerId));
  if (!company) throw new Error('company neither made nor found');
  await db
    .insert(companyMembers)
    .values({
      companyId: company.id,
      userId: values.ownerId,
      role: 'owner',
      permissions: [],
      joinedAt: company.createdAt,
    })
    .onConflictDoNothing();
  return company;
}

export async function findMembership(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<CompanyMemberRow | null> {
  const [row] = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row ?? null;
}

/** The ids of the companies a person belongs to (company_members_user_idx). */
export async function companyIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return rows.map((row) => row.companyId);
}

/** The companies a person belongs to, the one they own first, then by when they joined. */
export function membershipsOf(db: Executor, userId: string) {
  return db
    .select({ company: companies, member: companyMembers })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(sql`(${companyMembers.role} = 'owner') desc`, asc(companyMembers.joinedAt));
}

/** Changes the company's profile fields; the row as it is now, or null when there is none. */
export async function updateCompanyById(
  db: Executor,
  id: string,
  values: Partial<Pick<CompanyRow, 'name' | 'about' | 'city' | 'website' | 'size' | 'logoKey'>>,
  at: Date,
): Promise<CompanyRow | null> {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: at })
    .where(eq(companies.id, id))
    .returning();
  return row ?? null;
}

/**
 * The team: every member with their account's name and e-mail, and when they last signed in and
 * were last seen (the sessions the platform keeps: a read, never a write). The owner first,
 * then by when they joined.
 */
export function membersWithAccounts(db: Executor, companyId: string) {
  const lastLogin = db
    .select({
      userId: sessions.userId,
      lastLogin: max(sessions.createdAt).as('last_login'),
      lastActive: max(sessions.lastSeenAt).as('last_active'),
    })
    .from(sessions)
    .groupBy(sessions.userId)
    .as('seen');
  return db
    .select({
      member: companyMembers,
      email: users.email,
      fullName: users.fullName,
      lastLogin: lastLogin.lastLogin,
      lastActive: lastLogin.lastActive,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(lastLogin, eq(lastLogin.userId, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`(${companyMembers.role} = 'owner') desc`, asc(companyMembers.joinedAt));
}

/** The member with that e-mail address (any case), or null. */
export async function findMemberByEmail(
  db: Executor,
  companyId: string,
  email: string,
): Promise<CompanyMemberRow | null> {
  const [row] = await db
    .select({ member: companyMembers })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row?.member ?? null;
}

/** Adds a member; null when they already were one. */
export async function insertMember(
  db: Executor,
  values: {
    companyId: string;
    userId: string;
    role: CompanyMemberRow['role'];
    permissions: string[];
    invitedBy: string | null;
    at: Date;
  },
): Promise<CompanyMemberRow | null> {
  const [row] = await db
    .insert(companyMembers)
    .values({
      companyId: values.companyId,
      userId: values.userId,
      role: values.role,
      permissions: values.permissions,
      invitedBy: values.invitedBy,
      joinedAt: values.at,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Sets a (non-owner) member's role and permissions. */
export async function updateMemberRole(
  db: Executor,
  companyId: string,
  userId: string,
  values: { role: CompanyMemberRow['role']; permissions: string[] },
): Promise<CompanyMemberRow | null> {
  const [row] = await db
    .update(companyMembers)
    .set(values)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.userId, userId),
        sql`${companyMembers.role} <> 'owner'`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Removes a (non-owner) member; false when there was none. */
export async function deleteMember(db: Executor, companyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.userId, userId),
        sql`${companyMembers.role} <> 'owner'`,
      ),
    )
    .returning({ userId: companyMembers.userId });
  return rows.length > 0;
}
