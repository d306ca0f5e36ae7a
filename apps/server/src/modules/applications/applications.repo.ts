import type { ApplicationStatus } from '@hirehand/shared/applications/applications';
import { CERTIFICATION_NAMES } from '@hirehand/shared/jobs/certification-names';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { type ApplicationRow, applications } from '../../db/schema/applications';
import { experiences } from '../../db/schema/experiences';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';
import { holdsEntitlementSql } from '../membership/membership.service';

export type NewApplication = typeof applications.$inferInsert;

/** Inserts the application; null when the applicant already applied (the unique index decides, so races are safe). */
export async function insertApplication(
  db: Executor,
  values: NewApplication,
): Promise<ApplicationRow | null> {
  const [row] = await db.insert(applications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findApplicationId(db: Executor, postingId: string, applicantId: string) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.postingId, postingId), eq(applications.applicantId, applicantId)));
  return row ?? null;
}

/** Locks the application row until the transaction ends, so two answers to it cannot both pass the status check. */
export async function lockApplication(tx: Executor, id: string): Promise<ApplicationRow | null> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  return row ?? null;
}

export async function updateApplication(
  tx: Executor,
  id: string,
  changes: Partial<Pick<ApplicationRow, 'status' | 'decisionMessage'>> & { decided?: boolean },
  at: Date,
): Promise<ApplicationRow> {
  const { decided, ...values } = changes;
  const [row] = await tx
    .update(applications)
    .set({ ...values, updatedAt: at, ...(decided ? { decidedAt: at } : {}) })
    .where(eq(applications.id, id))
    .returning();
  return row!;
}

const poster = alias(users, 'poster');
const applicant = alias(users, 'applicant');

/**
 * Which applications a list shows: one posting's, those to a poster's postings, to a company's
 * postings, an applicant's, or one by id.
 */
export type ApplicationScope =
  | { postingId: string }
  | { posterId: string }
  | { companyId: string }
  | { applicantId: string }
  | { id: string };

function scopeCondition(scope: ApplicationScope): SQL {
  if ('postingId' in scope) return eq(applications.postingId, scope.postingId);
  if ('posterId' in scope) return eq(postings.posterId, scope.posterId);
  // The posting's company, kept on the application (migration 0029): applications_company_created_idx.
  if ('companyId' in scope) return eq(applications.companyId, scope.companyId);
  if ('applicantId' in scope) return eq(applications.applicantId, scope.applicantId);
  return eq(applications.id, scope.id);
}

/** Lower-cased certification names, as SQL literals for an `in` list. */
const CERTIFICATION_NAME_LIST = sql.join(
  Object.values(CERTIFICATION_NAMES).map((name) => sql`${name.toLowerCase()}`),
  sql`, `,
);

/** The applicant names a certification among their skills (a profile has no other record of one). */
const applicantCertified = sql`exists (select 1 from unnest(${applicant.skills}) as skill(name)
  where lower(skill.name) in (${CERTIFICATION_NAME_LIST}))`;

/** Priority placement (decision 032): a certified applicant whose plan gives priority_placement. */
const applicantPriority = sql<boolean>`(${holdsEntitlementSql(applicant.id, 'priority_placement')} and ${applicantCertified})`;

/**
 * Applications with their posting, poster, applicant (with their plan's marks: the Pro badge
 * and priority placement, probed in the same statement) and whether an experience entry was
 * made from them: one query (joins; experiences.application_id is unique, so the left join
 * adds no rows). Newest first, in the order the created_at indexes keep; `priorityFirst` (the
 * poster's inbox) lists priority applicants before the rest.
 */
export async function listApplicationViews(
  db: Executor,
  /** `limit: null` reads them all (the data export). */
  props: {
    scope: ApplicationScope;
    status?: ApplicationStatus;
    page?: number;
    limit?: number | null;
    priorityFirst?: boolean;
  },
) {
  const { page = 1, limit = 50 } = props;
  const conditions = [scopeCondition(props.scope)];
  if (props.status) conditions.push(eq(applications.status, props.status));
  const query = db
    .select({
      application: applications,
      posting: {
        id: postings.id,
        mode: postings.mode,
        title: postings.title,
        status: postings.status,
        company: postings.company,
        companyId: postings.companyId,
        city: postings.city,
        pricingType: postings.pricingType,
        salaryMin: postings.salaryMin,
        salaryMax: postings.salaryMax,
        fixedPrice: postings.fixedPrice,
      },
      poster: { id: poster.id, name: poster.fullName },
      applicant: {
        id: applicant.id,
        name: applicant.fullName,
        email: applicant.email,
        profilePicture: applicant.profilePicture,
        city: applicant.city,
        trustScore: applicant.trustScore,
        skills: applicant.skills,
        emailVerified: applicant.emailVerified,
        pro: holdsEntitlementSql(applicant.id, 'pro_badge').mapWith(Boolean),
      },
      priority: applicantPriority.mapWith(Boolean),
      experienceId: experiences.id,
    })
    .from(applications)
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .innerJoin(poster, eq(poster.id, postings.posterId))
    .innerJoin(applicant, eq(applicant.id, applications.applicantId))
    .leftJoin(experiences, eq(experiences.applicationId, applications.id))
    .where(and(...conditions))
    .orderBy(
      ...(props.priorityFirst ? [sql`${applicantPriority} desc`] : []),
      sql`${applications.createdAt} desc nulls last`,
      sql`${applications.id} desc`,
    )
    .$dynamic();
  return limit === null ? query : query.limit(limit).offset((page - 1) * limit);
}

export type ApplicationView = Awaited<ReturnType<typeof listApplicationViews>>[number];
