import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { contactMessages } from '../../db/schema/contact';
import { grantRole } from '../../platform/auth/roles';
import { manualClock } from '../../platform/clock';

/** Paid members' support (decision 032): their messages are flagged and go first in the staff queue. */
const clock = manualClock('2026-06-20T18:00:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

const message = (subject: string) => ({
  name: 'Sender',
  email: 'sender@example.ca',
  type: 'general',
  subject,
  message: 'Please help me with my account.',
});

async function send(subject: string, headers: Record<string, string> = {}) {
  clock.advance(60_000);
  const res = await server.request('POST', '/api/contact', message(subject), headers);
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const flagOf = async (id: string) =>
  (await server.app.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!
    .supportPriority;

describe('contact messages of paid members', () => {
  it('flags premium front, professional priority, and nobody else; the staff list puts them first, marked', async () => {
    const premium = await buildMember(server, 'premium');
    const professional = await buildMember(server, 'professional');
    const basic = await buildSignedInUser(server);
    const staff = await buildSignedInUser(server);
    await grantRole(server.app.ctx.db, staff.user.id, 'staff', clock.now());

    const priorityOld = await send('Professional, older', professional.headers);
    const front = await send('Premium', premium.headers);
    const basicMessage = await send('Basic', basic.headers);
    const priorityNew = await send('Professional, newer', professional.headers);
    // A token that is not valid is a visitor, not an error (five messages: the form's address limit).
    const forged = await send('Bad token', { authorization: 'Bearer not-a-token' });

    expect(await flagOf(front)).toBe('front');
    expect(await flagOf(priorityOld)).toBe('priority');
    expect(await flagOf(basicMessage)).toBeNull();
    expect(await flagOf(forged)).toBeNull();

    const res = await server.request('GET', '/api/staff/contact-messages', undefined, staff.headers);
    expect(res.status).toBe(200);
    expect(res.body.messages.map((m: { id: string; priority: string | null }) => [m.id, m.priority])).toEqual(
      [
        [front, 'front'],
        [priorityNew, 'priority'],
        [priorityOld, 'priority'],
        [forged, null],
        [basicMessage, null],
      ],
    );
    const detail = await server.request(
      'GET',
      `/api/staff/contact-messages/${front}`,
      undefined,
      staff.headers,
    );
    expect(detail.body.priority).toBe('front');
  });
});
