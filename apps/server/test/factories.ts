import { randomUUID } from 'node:crypto';
import type { ApplyInput } from '@hirehand/shared/applications/applications';
import { ROLE_PERMISSIONS, type TeamPermission, type TeamRole } from '@hirehand/shared/business/team-roles';
import type { PaidTier } from '@hirehand/shared/membership/plans';
import { eq } from 'drizzle-orm';
import { charges, type SubscriptionRow } from '../src/db/schema/billing';
import { type CompanyRow, companies, companyMembers } from '../src/db/schema/companies';
import { type ExperienceRow, experiences, type NewExperienceRow } from '../src/db/schema/experiences';
import { type NewPostingRow, type PostingRow, postings } from '../src/db/schema/postings';
import type { NewUserRow, UserRow } from '../src/db/schema/users';
import { startSession } from '../src/modules/auth/auth.service';
import { addCompanyMember, ensureOwnCompany } from '../src/modules/companies/companies.service';
import { insertSubscription } from '../src/modules/membership/membership.service';
import { createUser } from '../src/modules/users/users.service';
import { hashPassword } from '../src/platform/auth/passwords';
import type { BusEvent } from '../src/platform/bus/event-bus';
import type { TestServer } from './start-test-server';

/**
 * The API tests' one factory kit: rows straight in the database where the test is not about
 * creating them, and the real endpoints where the row only exists through them (applications,
 * conversations), so every module's tests set up data the same way.
 */

export const TEST_PASSWORD = 'Sparky#2024';

export type Headers = Record<string, string>;

/** A user row straight in the database (no HTTP, no rate limits), with TEST_PASSWORD. */
export async function buildUser(server: TestServer, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  const user = await createUser(server.app.ctx.db, {
    email: `user-${randomUUID()}@example.ca`,
    passwordHash: await hashPassword(TEST_PASSWORD),
    fullName: 'Test User',
    userType: 'worker',
    ...overrides,
  });
  if (!user) throw new Error('buildUser: e-mail already taken');
  return user;
}

/** A signed-in session for the user: its access token and the bearer header. */
export async function signInAs(server: TestServer, user: UserRow) {
  const { accessToken, sessionId } = await startSession(server.app.ctx, user, {
    client: { ip: '127.0.0.1' },
    method: 'password',
  });
  return {
    token: accessToken,
    sessionId,
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

export type SignedInUser = Awaited<ReturnType<typeof buildSignedInUser>>;

/**
 * A user with a session: the row, the session's token and id, and its bearer header.
 * A string names the user; an object sets any column (userType, fullName, email...).
 */
export async function buildSignedInUser(server: TestServer, overrides: string | Partial<NewUserRow> = {}) {
  const user = await buildUser(server, typeof overrides === 'string' ? { fullName: overrides } : overrides);
  return { user, ...(await signInAs(server, user)) };
}

/**
 * An open posting straight in the database. Defaults to a job; any column can be overridden
 * (mode, status, coordinates, salary...). The poster defaults to a fresh employer.
 */
export async function buildPosting(
  server: TestServer,
  overrides: Partial<NewPostingRow> = {},
): Promise<PostingRow> {
  const posterId =
    overrides.posterId ?? (await buildUser(server, { userType: 'employer', fullName: 'Test Employer' })).id;
  const [row] = await server.app.ctx.db
    .insert(postings)
    .values({
      mode: 'job',
      title: 'Licensed electrician for panel upgrade',
      description: 'Replace a 100 A panel with a 200 A panel in a detached house.',
      category: 'electrical',
      gigType: 'project',
      pricingType: 'hourly',
      hourlyRate: 45,
      salaryMin: 45,
      salaryMax: 45,
      jobType: 'contract',
      experienceRequired: 'mid',
      company: 'Test Co',
      city: 'Toronto',
      region: 'ON',
      country: 'CA',
      latitude: 43.6532,
      longitude: -79.3832,
      locationType: 'onsite',
      remoteAllowed: false,
      ...overrides,
      posterId,
    })
    .returning();
  if (!row) throw new Error('buildPosting: insert failed');
  return row;
}

/** A service gig: buildPosting in service mode, without the job board's company. */
export function buildGig(server: TestServer, overrides: Partial<NewPostingRow> = {}): Promise<PostingRow> {
  return buildPosting(server, { mode: 'service', company: null, ...overrides });
}

/** The posting's row as stored now. */
export async function postingRow(server: TestServer, id: string): Promise<PostingRow> {
  const [row] = await server.app.ctx.db.select().from(postings).where(eq(postings.id, id));
  if (!row) throw new Error(`postingRow: no posting ${id}`);
  return row;
}

/** Changes a posting's columns behind the API's back (a state the test needs, not one it tests). */
export async function setPosting(server: TestServer, id: string, values: Partial<NewPostingRow>) {
  await server.app.ctx.db.update(postings).set(values).where(eq(postings.id, id));
}

export const COVER_LETTER = 'I have ten years of residential electrical work and my own tools.';

/** POST /api/gigs/{id}/apply as the applicant, with a valid cover letter unless the body says otherwise. */
export function apply(
  server: TestServer,
  postingId: string,
  headers: Headers,
  body: Partial<ApplyInput> = {},
) {
  return server.request(
    'POST',
    `/api/gigs/${postingId}/apply`,
    { cover_letter: COVER_LETTER, ...body },
    headers,
  );
}

/** POST /api/applications/{id}/{action} as the poster (or the applicant, to withdraw). */
export function decide(
  server: TestServer,
  applicationId: string,
  action: 'shortlist' | 'accept' | 'decline' | 'withdraw',
  headers: Headers,
  body?: unknown,
) {
  return server.request('POST', `/api/applications/${applicationId}/${action}`, body, headers);
}

/** An application through the API (it exists only with its counts and notices): its id. */
export async function buildApplication(
  server: TestServer,
  props: { postingId: string; applicant: { headers: Headers }; body?: Partial<ApplyInput> },
): Promise<string> {
  const res = await apply(server, props.postingId, props.applicant.headers, props.body);
  if (res.status !== 201) throw new Error(`buildApplication: ${res.status} ${res.text}`);
  return res.body.application.id as string;
}

/** A posting by a signed-in poster, with `count` signed-in applicants who applied to it. */
export async function postingWithApplicants(
  server: TestServer,
  count: number,
  overrides: Partial<NewPostingRow> = {},
) {
  const poster = await buildSignedInUser(server, 'Olivia Employer');
  const posting = await buildPosting(server, { posterId: poster.user.id, ...overrides });
  const applicants = [];
  for (let i = 0; i < count; i += 1) {
    const applicant = await buildSignedInUser(server, `Applicant ${i + 1}`);
    applicants.push({
      ...applicant,
      applicationId: await buildApplication(server, { postingId: posting.id, applicant }),
    });
  }
  return { poster, posting, applicants };
}

/** A conversation the first person starts with the others through the API: its id. */
export async function buildConversation(
  server: TestServer,
  starter: { headers: Headers },
  others: { user: { id: string } }[],
  body: Record<string, unknown> = {},
): Promise<string> {
  const res = await server.request(
    'POST',
    '/api/conversations',
    { participant_ids: others.map((o) => o.user.id), ...body },
    starter.headers,
  );
  if (res.status !== 201) throw new Error(`buildConversation: ${res.status} ${res.text}`);
  return res.body.id as string;
}

/** A work-experience entry straight in the database, for the user. */
export async function buildExperience(
  server: TestServer,
  overrides: Partial<NewExperienceRow> & Pick<NewExperienceRow, 'userId'>,
): Promise<ExperienceRow> {
  const [row] = await server.app.ctx.db
    .insert(experiences)
    .values({
      title: 'Past job',
      description: 'Work done.',
      category: 'handyman',
      workType: 'project',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildExperience: insert failed');
  return row;
}

/** Records the bus's events from now on; `stop` ends the recording. */
export function recordBus(server: TestServer) {
  const events: BusEvent[] = [];
  const stop = server.app.ctx.bus.subscribe((event) => void events.push(event));
  return { events, stop };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A live paid plan straight in the database (as the payments module would record it): a
 * 30-day period from the server's clock, on the sandbox unless `provider` says otherwise.
 */
export function buildSubscription(
  server: TestServer,
  userId: string,
  tier: PaidTier,
  overrides: Partial<Omit<SubscriptionRow, 'id' | 'userId' | 'tier'>> = {},
): Promise<SubscriptionRow> {
  const now = server.app.ctx.clock.now();
  return insertSubscription(server.app.ctx.db, {
    userId,
    tier,
    status: 'active',
    provider: 'sandbox',
    providerSubscriptionId: `sub_test_${randomUUID()}`,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
}

/** A signed-in member of a paid plan. */
export async function buildMember(
  server: TestServer,
  tier: PaidTier,
  overrides: string | Partial<NewUserRow> = {},
) {
  const member = await buildSignedInUser(server, overrides);
  const subscription = await buildSubscription(server, member.user.id, tier);
  return { ...member, subscription };
}

/**
 * A company with its owner signed in (an employer account unless `owner` says otherwise), made
 * as the server makes it on first need (decision 042).
 */
export async function buildCompany(server: TestServer, owner: string | Partial<NewUserRow> = {}) {
  const signedIn = await buildSignedInUser(server, {
    userType: 'employer',
    fullName: 'Olivia Owner',
    ...(typeof owner === 'string' ? { fullName: owner } : owner),
  });
  const company = await ensureOwnCompany(server.app.ctx, signedIn.user.id);
  return { company, owner: signedIn };
}

/**
 * A signed-in member of the company straight in the table (not through an invitation), with the
 * role's permissions unless `permissions` are given.
 */
export async function buildTeamMember(
  server: TestServer,
  companyId: string,
  role: Exclude<TeamRole, 'owner'>,
  options: { user?: string | Partial<NewUserRow>; permissions?: TeamPermission[] } = {},
) {
  const member = await buildSignedInUser(server, options.user ?? `Team ${role}`);
  await addCompanyMember(server.app.ctx, {
    executor: server.app.ctx.db,
    companyId,
    userId: member.user.id,
    role,
    permissions: options.permissions ?? [...ROLE_PERMISSIONS[role]],
    invitedBy: null,
  });
  return member;
}

/**
 * A company owned by the user (issue 22, decision 042), straight in the database with its owner
 * as the `owner` member, for tests of what a company's team does before the team flows exist.
 */
export async function buildCompanyFor(
  server: TestServer,
  owner: UserRow,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<CompanyRow> {
  const at = server.app.ctx.clock.now();
  const [company] = await server.app.ctx.db
    .insert(companies)
    .values({ ownerId: owner.id, name: `${owner.fullName} Inc.`, createdAt: at, updatedAt: at, ...overrides })
    .returning();
  if (!company) throw new Error('buildCompany: insert failed');
  await addCompanyMemberRow(server, company.id, owner.id, 'owner');
  return company;
}

/** A member of a company's team with the role's permissions (spec 2 §6), or the ones given. */
export async function addCompanyMemberRow(
  server: TestServer,
  companyId: string,
  userId: string,
  role: TeamRole,
  permissions: readonly TeamPermission[] = ROLE_PERMISSIONS[role],
) {
  await server.app.ctx.db
    .insert(companyMembers)
    .values({ companyId, userId, role, permissions: [...permissions], joinedAt: server.app.ctx.clock.now() });
}

/** A charge (money taken) straight in the database: a Pay-Per-Post fee by default. */
export async function buildCharge(
  server: TestServer,
  values: Partial<typeof charges.$inferInsert> & { userId: string },
) {
  const [row] = await server.app.ctx.db
    .insert(charges)
    .values({
      provider: 'sandbox',
      providerPaymentId: `pi_test_${randomUUID()}`,
      amountCents: 2000,
      currency: 'CAD',
      createdAt: server.app.ctx.clock.now(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('buildCharge: insert failed');
  return row;
}
