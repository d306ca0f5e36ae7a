import type { ApplicationStatus } from '@hirehand/shared/applications/applications';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { experiences } from '../../db/schema/experiences';
import { type NewPostingRow, type PostingRow, postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';

// Every column but the search document, which no answer shows.
const { searchVector: _searchVector, ...columns } = getTableColumns(postings);
export const postingColumns = columns;
export type Posting = Omit<typeof postings.$inferSelect, 'searchVector'>;

/** Newest first, as the (mode, created_at desc nulls last) indexes are ordered. */
export const NEWEST_FIRST = sql`${postings.createdAt} desc nulls last`;

export const creatorColumns = {
  creatorId: users.id,
  creatorName: users.fullName,
  creatorPicture: users.profilePicture,
};

export async function insertPosting(db: Executor, values: NewPostingRow): Promise<Posting> {
  const [row] = await db.insert(postings).values(values).returning(postingColumns);
  if (!row) throw new Error('insertPosting: no row returned');
  return row;
}

export async function findPostingById(db: Executor, id: string): Promise<Posting | null> {
  const [row] = await db.select(postingColumns).from(postings).where(eq(postings.id, id));
  return row ?? null;
}

/** The posting locked for the rest of the transaction (status and openings change against hires). */
export async function lockPostingById(db: Executor, id: string): Promise<Posting | null> {
  const [row] = await db.select(postingColumns).from(postings).where(eq(postings.id, id)).for('update');
  return row ?? null;
}

export async function updatePostingById(
  db: Executor,
  id: string,
  values: Partial<NewPostingRow>,
  at: Date,
): Promise<Posting> {
  const [row] = await db
    .update(postings)
    .set({ ...values, updatedAt: at })
    .where(eq(postings.id, id))
    .returning(postingColumns);
  if (!row) throw new Error('updatePostingById: no row returned');
  return row;
}

/** The poster as the detail pane shows them. */
export async function findCreator(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      profilePicture: users.profilePicture,
      trustScore: users.trustScore,
      bio: users.bio,
      emailVerified: users.emailVerified,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The user's most recent experience entries (the order of experiences_user_idx). */
export async function recentExperiences(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: experiences.id,
      title: experiences.title,
      category: experiences.category,
    })
    .from(experiences)
    .where(eq(experiences.userId, userId))
    .orderBy(
      sql`${experiences.completionDate} desc nulls last`,
      sql`${experiences.createdAt} desc nulls last`,
    )
    .limit(limit);
}

export async function findApplicationOf(db: Executor, postingId: string, applicantId: string) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.postingId, postingId), eq(applications.applicantId, applicantId)));
  return row ?? null;
}

/** Every posting of the poster, any status and mode, newest first (postings_poster_idx). */
export async function listPostingsOfPoster(db: Executor, posterId: string) {
  return db
    .select({ posting: postingColumns, ...creatorColumns })
    .from(postings)
    .innerJoin(users, eq(users.id, postings.posterId))
    .where(eq(postings.posterId, posterId))
    .orderBy(NEWEST_FIRST, desc(postings.id));
}

/** Every posting of a company (decision 042), any status and mode, newest first (postings_company_idx). */
export async function listPostingsOfCompany(db: Executor, companyId: string) {
  return db
    .select({ posting: postingColumns, ...creatorColumns })
    .from(postings)
    .innerJoin(users, eq(users.id, postings.posterId))
    .where(eq(postings.companyId, companyId))
    .orderBy(NEWEST_FIRST, desc(postings.id));
}

/**
 * The first person hired on each posting (spec 2 §3 `worker_id` / `worker_name`): its earliest
 * accepted application, by when it was decided.
 */
export async function firstHiresOf(
  db: Executor,
  postingIds: string[],
): Promise<Map<string, { id: string; fullName: string }>> {
  const hires = new Map<string, { id: string; fullName: string }>();
  if (postingIds.length === 0) return hires;
  const rows = await db
    .selectDistinctOn([applications.postingId], {
      postingId: applications.postingId,
      id: users.id,
      fullName: users.fullName,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(and(inArray(applications.postingId, postingIds), eq(applications.status, 'accepted')))
    .orderBy(
      applications.postingId,
      sql`${applications.decidedAt} asc nulls last`,
      applications.createdAt,
      applications.id,
    );
  for (const row of rows) hires.set(row.postingId, { id: row.id, fullName: row.fullName });
  return hires;
}

export type ApplicationCounts = Record<Exclude<ApplicationStatus, 'withdrawn'>, number>;

export const NO_APPLICATIONS: ApplicationCounts = { pending: 0, shortlisted: 0, accepted: 0, declined: 0 };

/** Applications per posting and status, in one grouped query. */
export async function applicationCountsOf(
  db: Executor,
  postingIds: string[],
): Promise<Map<string, ApplicationCounts>> {
  const counts = new Map<string, ApplicationCounts>();
  if (postingIds.length === 0) return counts;
  const rows = await db
    .select({
      postingId: applications.postingId,
      status: applications.status,
      count: sql<number>`count(*)::int`,
    })
    .from(applications)
    .where(inArray(applications.postingId, postingIds))
    .groupBy(applications.postingId, applications.status);
  for (const row of rows) {
    if (row.status === 'withdrawn') continue;
    const entry = counts.get(row.postingId) ?? { ...NO_APPLICATIONS };
    entry[row.status] = row.count;
    counts.set(row.postingId, entry);
  }
  return counts;
}

/** The posting columns the application rules read. */
const postingRuleColumns = {
  id: postings.id,
  posterId: postings.posterId,
  companyId: postings.companyId,
  title: postings.title,
  status: postings.status,
  openings: postings.openings,
  hiredCount: postings.hiredCount,
};
export type PostingForRules = Pick<PostingRow, keyof typeof postingRuleColumns>;

export async function findPostingForRules(db: Executor, id: string): Promise<PostingForRules | null> {
  const [row] = await db.select(postingRuleColumns).from(postings).where(eq(postings.id, id));
  return row ?? null;
}

/** Locks the posting row until the transaction ends: accepts on one posting run one at a time. */
export async function lockPostingForRules(tx: Executor, id: string): Promise<PostingForRules | null> {
  const [row] = await tx.select(postingRuleColumns).from(postings).where(eq(postings.id, id)).for('update');
  return row ?? null;
}

/**
 * Counts a new application on an open posting; false when the posting is no longer open.
 * The update also locks the row, so it orders applies against concurrent accepts and status changes.
 */
export async function countApplicationOnOpenPosting(tx: Executor, postingId: string): Promise<boolean> {
  const rows = await tx
    .update(postings)
    .set({ applicationsCount: sql`${postings.applicationsCount} + 1` })
    .where(and(eq(postings.id, postingId), eq(postings.status, 'open')))
    .returning({ id: postings.id });
  return rows.length > 0;
}

/** One more hire; the posting becomes filled when its openings are used. */
export async function countHire(tx: Executor, postingId: string, at: Date): Promise<PostingForRules> {
  const [row] = await tx
    .update(postings)
    .set({
      hiredCount: sql`${postings.hiredCount} + 1`,
      status: sql`case when ${postings.hiredCount} + 1 >= ${postings.openings} then 'filled' else ${postings.status} end`,
      updatedAt: at,
    })
    .where(eq(postings.id, postingId))
    .returning(postingRuleColumns);
  return row!;
}

/** Open or paused postings of a company, counted per poster (the team list's jobs_managed). */
export function countManagedPostingsOfCompany(db: Executor, companyId: string) {
  return db
    .select({ posterId: postings.posterId, count: sql<number>`count(*)::int` })
    .from(postings)
    .where(and(eq(postings.companyId, companyId), inArray(postings.status, ['open', 'paused'])))
    .groupBy(postings.posterId);
}

/** Hands a member's open or paused postings of a company to another member; the ids moved. */
export async function reassignCompanyPostings(
  tx: Executor,
  props: { companyId: string; fromUserId: string; toUserId: string; at: Date },
): Promise<string[]> {
  const rows = await tx
    .update(postings)
    .set({ posterId: props.toUserId, updatedAt: props.at })
    .where(
      and(
        eq(postings.companyId, props.companyId),
        eq(postings.posterId, props.fromUserId),
        inArray(postings.status, ['open', 'paused']),
      ),
    )
    .returning({ id: postings.id });
  return rows.map((row) => row.id);
}

/**
 * Every posting of the company shows `name` as its company (one statement); the number changed.
 * `updated_at` stays: nobody edited the postings.
 */
export async function renamePostingsOfCompany(
  db: Executor,
  companyId: string,
  name: string,
): Promise<number> {
  const rows = await db
    .update(postings)
    .set({ company: name })
    .where(and(eq(postings.companyId, companyId), sql`${postings.company} is distinct from ${name}`))
    .returning({ id: postings.id });
  return rows.length;
}
