import { randomUUID } from 'node:crypto';
import { type NewPostingRow, type PostingRow, postings } from '../src/db/schema/postings';
import type { NewUserRow, UserRow } from '../src/db/schema/users';
import { startSession } from '../src/modules/auth/auth.service';
import { createUser } from '../src/modules/users/users.service';
import { hashPassword } from '../src/platform/auth/passwords';
import type { TestServer } from './start-test-server';

export const TEST_PASSWORD = 'Sparky#2024';

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
  const { accessToken, sessionId } = await startSession(server.app.ctx, user);
  return { token: accessToken, sessionId, headers: { authorization: `Bearer ${accessToken}` } };
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
