import { PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import { STAFF_CONTACT_ERRORS } from '@hirehand/shared/staff/contact-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, type SignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { contactMessages } from '../../db/schema/contact';
import { userRoles } from '../../db/schema/roles';
import { grantRole, revokeRole } from '../../platform/auth/roles';

/**
 * The staff console's API: staff read the contact-form messages; everyone else, signed out
 * included, gets the same 404 an unknown path gets, before anything they send is validated.
 */
let server: TestServer;
let staff: SignedInUser;
let ordinary: SignedInUser;
const ids: string[] = [];

const notFound = PLATFORM_ERRORS.notFound;

beforeAll(async () => {
  server = await startTestServer();
  staff = await buildSignedInUser(server, 'Sam Staff');
  ordinary = await buildSignedInUser(server, 'Olive Ordinary');
  await grantRole(server.app.ctx.db, staff.user.id, 'staff', new Date());
  // Three messages a minute apart, inserted oldest first.
  for (const [i, subject] of ['Oldest', 'Middle', 'Newest'].entries()) {
    const [row] = await server.app.ctx.db
      .insert(contactMessages)
      .values({
        name: `Sender ${i}`,
        email: `sender${i}@example.ca`,
        type: i === 2 ? 'payment' : 'general',
        subject,
        message: `Body of the ${subject.toLowerCase()} message.`,
        createdAt: new Date(Date.UTC(2026, 10, 20, 12, i)),
        mailedAt: i === 0 ? null : new Date(Date.UTC(2026, 10, 20, 12, i, 5)),
      })
      .returning();
    ids.push(row!.id);
  }
});
afterAll(() => server.close());

describe('GET /api/staff/me', () => {
  it("answers staff with the console's sections", async () => {
    const res = await server.request('GET', '/api/staff/me', undefined, staff.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sections: ['contact-messages', 'support-tickets'] });
  });

  it('is not in the public API docs, nor is any staff route', async () => {
    const docs = await server.request('GET', '/api/docs/json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths).filter((path) => path.includes('/staff'))).toEqual([]);
  });

  it('answers 404 to an ordinary user and to a signed-out caller', async () => {
    for (const headers of [ordinary.headers, {}, { authorization: 'Bearer not-a-token' }]) {
      const res = await server.request('GET', '/api/staff/me', undefined, headers);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
  });
});

describe('GET /api/staff/contact-messages', () => {
  it('lists the messages newest first, without their bodies, with the total', async () => {
    const res = await server.request('GET', '/api/staff/contact-messages', undefined, staff.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(res.body.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Newest',
      'Middle',
      'Oldest',
    ]);
    expect(res.body.messages[0]).toEqual({
      id: ids[2],
      name: 'Sender 2',
      email: 'sender2@example.ca',
      type: 'payment',
      subject: 'Newest',
      mailed_at: '2026-11-20T12:02:05.000Z',
      created_at: '2026-11-20T12:02:00.000Z',
      priority: null,
    });
    expect(res.body.messages[2].mailed_at).toBeNull();
  });

  it('pages through them', async () => {
    const first = await server.request(
      'GET',
      '/api/staff/contact-messages?limit=2',
      undefined,
      staff.headers,
    );
    const second = await server.request(
      'GET',
      '/api/staff/contact-messages?limit=2&page=2',
      undefined,
      staff.headers,
    );
    expect(first.body.messages.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1]]);
    expect(second.body).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(second.body.messages.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
  });

  it('refuses a page size over the limit with 422 (staff only)', async () => {
    const res = await server.request(
      'GET',
      '/api/staff/contact-messages?limit=500',
      undefined,
      staff.headers,
    );
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['query', 'limit']);
  });

  it('answers 404 to an ordinary user and to a signed-out caller, even for a bad query', async () => {
    for (const headers of [ordinary.headers, {}]) {
      for (const path of ['/api/staff/contact-messages', '/api/staff/contact-messages?limit=500']) {
        const res = await server.request('GET', path, undefined, headers);
        expect(res.status, path).toBe(404);
        expect(res.body).toEqual(notFound);
      }
    }
  });
});

describe('GET /api/staff/contact-messages/:id', () => {
  it('reads one message with its body', async () => {
    const res = await server.request(
      'GET',
      `/api/staff/contact-messages/${ids[1]}`,
      undefined,
      staff.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids[1], subject: 'Middle', message: 'Body of the middle message.' });
  });

  it('answers staff 404 for a message that does not exist, 422 for an id that cannot be one', async () => {
    const missing = await server.request(
      'GET',
      '/api/staff/contact-messages/00000000-0000-4000-8000-000000000000',
      undefined,
      staff.headers,
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(STAFF_CONTACT_ERRORS.messageNotFound);
    const bad = await server.request('GET', '/api/staff/contact-messages/nope', undefined, staff.headers);
    expect(bad.status).toBe(422);
  });

  it('answers 404 to everyone else, whatever the id', async () => {
    for (const headers of [ordinary.headers, {}]) {
      for (const id of [ids[0], 'nope']) {
        const res = await server.request('GET', `/api/staff/contact-messages/${id}`, undefined, headers);
        expect(res.status).toBe(404);
        expect(res.body).toEqual(notFound);
      }
    }
  });
});

describe('the staff role', () => {
  it('ends with a revoke at once, on the next request', async () => {
    const person = await buildSignedInUser(server, 'Briefly Staff');
    await grantRole(server.app.ctx.db, person.user.id, 'staff', new Date());
    expect((await server.request('GET', '/api/staff/me', undefined, person.headers)).status).toBe(200);
    await revokeRole(server.app.ctx.db, person.user.id, 'staff');
    expect((await server.request('GET', '/api/staff/me', undefined, person.headers)).status).toBe(404);
  });

  it('cannot be given through the profile: PATCH /api/profile/me ignores staff and role fields', async () => {
    const res = await server.request(
      'PATCH',
      '/api/profile/me',
      { full_name: 'Olive Ordinary', staff: true, is_staff: true, role: 'staff', roles: ['staff'] },
      ordinary.headers,
    );
    // The profile schema refuses keys it does not know (422 naming them); were it ever to accept
    // them, nothing may follow from them.
    expect([200, 422]).toContain(res.status);
    if (res.status === 200) expect(Object.keys(res.body).join()).not.toMatch(/staff|role/i);
    const roles = await server.app.ctx.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, ordinary.user.id));
    expect(roles).toEqual([]);
    expect((await server.request('GET', '/api/staff/me', undefined, ordinary.headers)).status).toBe(404);
  });
});
