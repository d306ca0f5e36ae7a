import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { type ExperienceRow, experiences } from '../../db/schema/experiences';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';

export type NewExperience = typeof experiences.$inferInsert;

const client = alias(users, 'client');

export async function findProfileOwner(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.fullName,
      profilePicture: users.profilePicture,
      city: users.city,
      region: users.region,
      trustScore: users.trustScore,
      verified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Entries with their client's name, one query; `scope` picks a user's entries or one entry. */
async function selectEntries(db: Executor, where: ReturnType<typeof eq>) {
  return db
    .select({ entry: experiences, clientName: client.fullName })
    .from(experiences)
    .leftJoin(client, eq(client.id, experiences.clientId))
    .where(where)
    .orderBy(
      sql`${experiences.completionDate} desc nulls last`,
      sql`${experiences.createdAt} desc nulls last`,
      sql`${experiences.id} desc`,
    );
}

export type ExperienceView = Awaited<ReturnType<typeof selectEntries>>[number];

/** A user's entries, newest completion first (the order experiences_user_idx keeps). */
export function listUserEntries(db: Executor, userId: string) {
  return selectEntries(db, eq(experiences.userId, userId));
}

export async function findEntryView(db: Executor, id: string): Promise<ExperienceView | null> {
  const [row] = await selectEntries(db, eq(experiences.id, id));
  return row ?? null;
}

/**
 * The profile's figures, computed in SQL from the entries: count, sum of earnings (none
 * counts 0), and from the entries the worker rated themselves (self-reported): the average
 * to one decimal and the percent rated 4 or 5. Unrated entries count in neither.
 */
export async function summarizeEntries(db: Executor, userId: string) {
  const [row] = await db
    .select({
      totalJobs: sql<number>`count(*)::int`.mapWith(Number),
      totalEarned: sql<number>`coalesce(sum(${experiences.totalEarned}), 0)::float8`.mapWith(Number),
      averageRating: sql<number>`coalesce(round(avg(${experiences.clientRating}), 1), 0)::float8`.mapWith(
        Number,
      ),
      successRate:
        sql<number>`coalesce(round(100.0 * count(*) filter (where ${experiences.clientRating} >= 4) / nullif(count(${experiences.clientRating}), 0)), 0)::int`.mapWith(
          Number,
        ),
    })
    .from(experiences)
    .where(eq(experiences.userId, userId));
  return row!;
}

export async function findEntry(db: Executor, id: string): Promise<ExperienceRow | null> {
  const [row] = await db.select().from(experiences).where(eq(experiences.id, id));
  return row ?? null;
}

/** Inserts the entry; null when its application already became an entry (the unique index decides). */
export async function insertEntry(db: Executor, values: NewExperience): Promise<ExperienceRow | null> {
  const [row] = await db.insert(experiences).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateEntry(db: Executor, id: string, values: Partial<NewExperience>) {
  await db.update(experiences).set(values).where(eq(experiences.id, id));
}

export async function deleteEntry(db: Executor, id: string) {
  await db.delete(experiences).where(eq(experiences.id, id));
}

/** An application with the posting fields an experience entry is prefilled from. */
export async function findApplicationForEntry(db: Executor, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      applicantId: applications.applicantId,
      status: applications.status,
      proposedRate: applications.proposedRate,
      posting: {
        id: postings.id,
        posterId: postings.posterId,
        title: postings.title,
        description: postings.description,
        category: postings.category,
        gigType: postings.gigType,
        pricingType: postings.pricingType,
        hourlyRate: postings.hourlyRate,
        fixedPrice: postings.fixedPrice,
        salaryMin: postings.salaryMin,
        skillsRequired: postings.skillsRequired,
      },
    })
    .from(applications)
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

export type ApplicationForEntry = NonNullable<Awaited<ReturnType<typeof findApplicationForEntry>>>;
