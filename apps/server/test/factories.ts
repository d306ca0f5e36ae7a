import { randomUUID } from 'node:crypto';
import type { NewUserRow, UserRow } from '../src/db/schema/users';
import { startSession } from '../src/modules/auth/auth.service';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertUser } from '../src/modules/profile/users.repo';
import type { TestServer } from './start-test-server';

export const TEST_PASSWORD = 'Sparky#2024';

/** A user row straight in the database (no HTTP, no rate limits), with TEST_PASSWORD. */
export async function buildUser(server: TestServer, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  const user = await insertUser(server.app.ctx.db, {
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
