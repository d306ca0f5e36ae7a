import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type CompanyMemberRow, type CompanyRow, companies, companyMembers } from '../../db/schema/companies';

export async function findCompanyById(db: Executor, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
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

/** The companies a person belongs to, the one they own first, then by when they joined. */
export function membershipsOf(db: Executor, userId: string) {
  return db
    .select({ company: companies, member: companyMembers })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(sql`(${companyMembers.role} = 'owner') desc`, asc(companyMembers.joinedAt));
}
