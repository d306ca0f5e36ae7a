import { randomUUID } from 'node:crypto';
import { SUPPORT_RESPONSE_HOURS, supportHoursText } from '@hirehand/shared/support/support';
import { SUPPORT_ERRORS } from '@hirehand/shared/support/support-errors';
import {
  SUPPORT_TICKET_LIMITS,
  SUPPORT_TICKET_REFERENCE_PATTERN,
} from '@hirehand/shared/support/support-tickets';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildMember,
  buildSignedInUser,
  type Headers,
  type SignedInUser,
  TEST_PASSWORD,
} from '../../../test/factories';
import { lastOutboxMail } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import {
  supportChatMessages,
  supportChatSessions,
  supportTicketReplies,
  supportTickets,
} from '../../db/schema/support';
import { grantRole } from '../../platform/auth/roles';
import { manualClock } from '../../platform/clock';

const SUPPORT = 'help@hirehand.test';
const PHONE = '+1 604 555 0100';
const clock = manualClock('2026-11-27T17:00:00.000Z');
let server: TestServer;
let staff: SignedInUser;

beforeAll(async () => {
  server = await startTestServer({ SUPPORT_EMAIL: SUPPORT, SUPPORT_PHONE: PHONE }, { clock });
  staff = await buildSignedInUser(server, 'Sam Staff');
  await grantRole(server.app.ctx.db, staff.user.id, 'staff', clock.now());
});
afterAll(() => server.close());

const ticket = (subject: string, extra: Record<string, unknown> = {}) => ({
  category: 'payments',
  subject,
  message: `${subject}: I was charged twice this month, can you check?`,
  ...extra,
});

/** Opens a ticket a minute after the last one (so the queue's "oldest first" is known). */
async function open(headers: Headers, subject: string, extra: Record<string, unknown> = {}) {
  clock.advance(60_000);
  const res = await server.request('POST', '/api/support/tickets', ticket(subject, extra), headers);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; reference: string; status: string };
}

const asStaff = (method: string, path: string, body?: unknown) =>
  server.request(method, path, body, staff.headers);

/** A support chat of the user's, straight in the tables (the chat endpoint is its own module's). */
async function supportChat(userId: string, lines: Array<['user' | 'assistant', string]>) {
  const id = `sc_${randomUUID()}`;
  const at = clock.now();
  const db = server.app.ctx.db;
  await db
    .insert(supportChatSessions)
    .values({ id, userId, category: 'payments', userMessages: 1, createdAt: at, lastMessageAt: at });
  await db.insert(supportChatMessages).values(
    lines.map(([role, content], index) => ({
      sessionId: id,
      role,
      content,
      createdAt: new Date(at.getTime() + index * 1000),
    })),
  );
  return id;
}

describe('POST /api/support/tickets', () => {
  it('stores the ticket, mails it to support and confirms to the person with the reference and hours', async () => {
    const ana = await buildSignedInUser(server, 'Ana Souza');
    const res = await server.request(
      'POST',
      '/api/support/tickets',
      ticket('Charged twice', { category: 'payments' }),
      ana.headers,
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      category: 'payments',
      subject: 'Charged twice',
      status: 'open',
      replies: [],
    });
    expect(res.body.reference).toMatch(SUPPORT_TICKET_REFERENCE_PATTERN);
    expect(res.body.created_at).toBe(clock.now().toISOString());

    const toSupport = await lastOutboxMail(server, SUPPORT, 'support_ticket');
    expect(toSupport).toMatchObject({ replyTo: ana.user.email });
    expect(toSupport!.subject).toContain(res.body.reference);
    expect(toSupport!.textBody).toContain(res.body.reference);
    expect(toSupport!.textBody).toContain('Charged twice');
    expect(toSupport!.textBody).toContain('I was charged twice this month, can you check?');
    expect(toSupport!.textBody).toContain(`Ana Souza <${ana.user.email}>`);
    expect(toSupport!.textBody).toContain('Plan priority: none');

    const confirmation = await lastOutboxMail(server, ana.user.email, 'support_ticket_received');
    expect(confirmation!.subject).toContain(res.body.reference);
    expect(confirmation!.textBody).toContain(res.body.reference);
    expect(confirmation!.textBody).toContain(supportHoursText());
    expect(confirmation!.textBody).toContain(`within ${SUPPORT_RESPONSE_HOURS} hours`);
    expect(confirmation!.textBody).toContain(PHONE);
  });

  it("copies the caller's own support chat in, and nothing from another person's", async () => {
    const lea = await buildSignedInUser(server, 'Lea Chat');
    const other = await buildSignedInUser(server, 'Olga Other');
    const session = await supportChat(lea.user.id, [
      ['user', 'Why was my card charged twice?'],
      ['assistant', 'Refunds are explained in the payments article.'],
      ['user', 'I want a human please'],
    ]);
    const own = await open(lea.headers, 'From the chat', { session_id: session });

    const toSupport = await lastOutboxMail(server, SUPPORT, 'support_ticket');
    expect(toSupport!.textBody).toContain(own.reference);
    expect(toSupport!.textBody).toContain('Person: Why was my card charged twice?');
    expect(toSupport!.textBody).toContain('Assistant: Refunds are explained in the payments article.');

    const detail = await asStaff('GET', `/api/staff/support-tickets/${own.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.conversation).toEqual([
      { role: 'user', content: 'Why was my card charged twice?', created_at: expect.any(String) },
      {
        role: 'assistant',
        content: 'Refunds are explained in the payments article.',
        created_at: expect.any(String),
      },
      { role: 'user', content: 'I want a human please', created_at: expect.any(String) },
    ]);

    const stolen = await open(other.headers, 'Not my chat', { session_id: session });
    const stolenDetail = await asStaff('GET', `/api/staff/support-tickets/${stolen.id}`);
    expect(stolenDetail.body.conversation).toEqual([]);
    const mail = await lastOutboxMail(server, SUPPORT, 'support_ticket');
    expect(mail!.textBody).toContain(stolen.reference);
    expect(mail!.textBody).not.toContain('Why was my card charged twice?');

    const unknown = await open(other.headers, 'No such chat', { session_id: 'sc_nothing' });
    expect((await asStaff('GET', `/api/staff/support-tickets/${unknown.id}`)).body.conversation).toEqual([]);
  });

  it('records a paid plan: premium front, professional priority', async () => {
    const premium = await buildMember(server, 'premium', 'Pia Premium');
    const professional = await buildMember(server, 'professional', 'Pete Pro');
    const front = await open(premium.headers, 'Premium question');
    expect((await lastOutboxMail(server, SUPPORT, 'support_ticket'))!.textBody).toContain(
      'Plan priority: front',
    );
    const priority = await open(professional.headers, 'Professional question');
    expect((await asStaff('GET', `/api/staff/support-tickets/${front.id}`)).body.priority).toBe('front');
    expect((await asStaff('GET', `/api/staff/support-tickets/${priority.id}`)).body.priority).toBe(
      'priority',
    );
  });

  it('needs a signed-in caller', async () => {
    const res = await server.request('POST', '/api/support/tickets', ticket('Signed out'));
    expect(res.status).toBe(401);
    expect((await server.request('GET', '/api/support/tickets')).status).toBe(401);
  });

  it('refuses bad input with 422 and text PostgreSQL cannot store, and stores nothing', async () => {
    const bob = await buildSignedInUser(server, 'Bob Bad');
    for (const body of [
      ticket('ab'),
      ticket('Fine subject', { message: 'short' }),
      ticket('Fine subject', { category: 'spam' }),
      ticket('x'.repeat(SUPPORT_TICKET_LIMITS.subjectMax + 1)),
      { subject: 'No category or message' },
    ]) {
      const res = await server.request('POST', '/api/support/tickets', body, bob.headers);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const nul = await server.request('POST', '/api/support/tickets', ticket('Null \u0000 byte'), bob.headers);
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    const rows = await server.app.ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, bob.user.id));
    expect(rows).toEqual([]);
  });

  it(`refuses the ${SUPPORT_TICKET_LIMITS.perHour + 1}th ticket in an hour with 429 and Retry-After`, async () => {
    const busy = await buildSignedInUser(server, 'Busy Writer');
    for (let n = 1; n <= SUPPORT_TICKET_LIMITS.perHour; n++) await open(busy.headers, `Question ${n}`);
    const res = await server.request('POST', '/api/support/tickets', ticket('One too many'), busy.headers);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: SUPPORT_ERRORS.ticketRateLimited.code });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another person is not held back.
    const calm = await buildSignedInUser(server, 'Calm Writer');
    await open(calm.headers, 'My only question');
  });
});

describe('GET /api/support/tickets', () => {
  it("lists only the caller's tickets, newest first", async () => {
    const mia = await buildSignedInUser(server, 'Mia Mine');
    const tom = await buildSignedInUser(server, 'Tom Theirs');
    const first = await open(mia.headers, 'Mia first');
    await open(tom.headers, 'Tom only');
    const second = await open(mia.headers, 'Mia second');

    const res = await server.request('GET', '/api/support/tickets', undefined, mia.headers);
    expect(res.status).toBe(200);
    expect(res.body.tickets.map((t: { id: string }) => t.id)).toEqual([second.id, first.id]);
    expect(res.body.tickets[0]).toMatchObject({ subject: 'Mia second', status: 'open', replies: [] });
    expect(res.text).not.toContain('Tom only');
  });
});

describe('the staff queue', () => {
  it('puts open first, premium before professional before the rest, oldest first; answered next; closed last', async () => {
    const premium = await buildMember(server, 'premium', 'Queue Premium');
    const professional = await buildMember(server, 'professional', 'Queue Pro');
    const basic = await buildSignedInUser(server, 'Queue Basic');

    const basicOld = await open(basic.headers, 'Basic, oldest');
    const proOld = await open(professional.headers, 'Pro, older');
    const premiumNew = await open(premium.headers, 'Premium, newest of premium');
    const proNew = await open(professional.headers, 'Pro, newer');
    const toAnswer = await open(premium.headers, 'Premium, to answer');
    const toClose = await open(premium.headers, 'Premium, to close');
    const basicNew = await open(basic.headers, 'Basic, newer');

    expect(
      (await asStaff('POST', `/api/staff/support-tickets/${toAnswer.id}/replies`, { body: 'Done.' })).status,
    ).toBe(201);
    expect(
      (await asStaff('PATCH', `/api/staff/support-tickets/${toClose.id}`, { status: 'closed' })).status,
    ).toBe(200);

    const all = await asStaff('GET', '/api/staff/support-tickets?limit=50');
    expect(all.status, all.text).toBe(200);
    const mine = new Set(
      [basicOld, proOld, premiumNew, proNew, toAnswer, toClose, basicNew].map((t) => t.id),
    );
    const order = all.body.tickets.map((t: { id: string }) => t.id).filter((id: string) => mine.has(id));
    expect(order).toEqual([
      premiumNew.id,
      proOld.id,
      proNew.id,
      basicOld.id,
      basicNew.id,
      toAnswer.id,
      toClose.id,
    ]);

    // The whole queue holds to the same order.
    const rank = { open: 0, answered: 1, closed: 2 } as const;
    const prio = (p: string | null) => (p === 'front' ? 0 : p === 'priority' ? 1 : 2);
    const keys = all.body.tickets.map(
      (t: { status: keyof typeof rank; priority: string | null; created_at: string }) => [
        rank[t.status],
        prio(t.priority),
        t.created_at,
      ],
    );
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2].localeCompare(b[2])));

    const premiumRow = all.body.tickets.find((t: { id: string }) => t.id === premiumNew.id);
    expect(premiumRow).toMatchObject({
      reference: premiumNew.reference,
      category: 'payments',
      subject: 'Premium, newest of premium',
      status: 'open',
      priority: 'front',
      requester: { id: premium.user.id, full_name: 'Queue Premium', email: premium.user.email },
    });
    expect(premiumRow).not.toHaveProperty('message');
    expect(all.body.total).toBe(all.body.tickets.length);

    // The status filter.
    const closed = await asStaff('GET', '/api/staff/support-tickets?status=closed');
    expect(closed.body.tickets.map((t: { id: string }) => t.id)).toContain(toClose.id);
    expect(closed.body.tickets.every((t: { status: string }) => t.status === 'closed')).toBe(true);
    expect(closed.body.total).toBe(closed.body.tickets.length);
    const openOnes = await asStaff('GET', '/api/staff/support-tickets?status=open&limit=50');
    expect(openOnes.body.tickets.map((t: { id: string }) => t.id)).not.toContain(toAnswer.id);
    expect(openOnes.body.total).toBe(
      all.body.total - all.body.tickets.filter((t: { status: string }) => t.status !== 'open').length,
    );

    // Pages follow the same order without overlapping.
    const page1 = await asStaff('GET', '/api/staff/support-tickets?limit=3&page=1');
    const page2 = await asStaff('GET', '/api/staff/support-tickets?limit=3&page=2');
    expect(page1.body).toMatchObject({ page: 1, limit: 3, total: all.body.total });
    expect(page2.body).toMatchObject({ page: 2, limit: 3, total: all.body.total });
    expect([...page1.body.tickets, ...page2.body.tickets].map((t: { id: string }) => t.id)).toEqual(
      all.body.tickets.slice(0, 6).map((t: { id: string }) => t.id),
    );
    const bad = await asStaff('GET', '/api/staff/support-tickets?limit=0');
    expect(bad.status).toBe(422);
  });

  it('answers 404 to everyone but staff, on every staff route, whatever they send', async () => {
    const member = await buildSignedInUser(server, 'Not Staff');
    const mine = await open(member.headers, 'My own ticket');
    const unknownPath = await server.request('GET', '/api/staff/no-such-route', undefined, member.headers);
    for (const headers of [member.headers, {}]) {
      for (const [method, path, body] of [
        ['GET', '/api/staff/support-tickets', undefined],
        ['GET', '/api/staff/support-tickets?limit=nope', undefined],
        ['GET', `/api/staff/support-tickets/${mine.id}`, undefined],
        ['POST', `/api/staff/support-tickets/${mine.id}/replies`, { body: 'I answer myself' }],
        ['PATCH', `/api/staff/support-tickets/${mine.id}`, { status: 'closed' }],
        ['PATCH', `/api/staff/support-tickets/${mine.id}`, { status: 'bogus' }],
      ] as const) {
        const res = await server.request(method, path, body, headers);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual(unknownPath.body);
      }
    }
    const [row] = await server.app.ctx.db.select().from(supportTickets).where(eq(supportTickets.id, mine.id));
    expect(row!.status).toBe('open');
  });

  it('stores a reply: the ticket is answered, the person gets it by e-mail and sees it in their list', async () => {
    const ria = await buildSignedInUser(server, 'Ria Reply');
    const asked = await open(ria.headers, 'Where is my refund');
    clock.advance(60_000);
    const res = await asStaff('POST', `/api/staff/support-tickets/${asked.id}/replies`, {
      body: 'Your refund was sent today.\nIt takes 5 business days.',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      id: asked.id,
      status: 'answered',
      updated_at: clock.now().toISOString(),
      message: expect.stringContaining('Where is my refund'),
      requester: { id: ria.user.id, full_name: 'Ria Reply', email: ria.user.email },
      replies: [
        {
          id: expect.any(String),
          author: 'staff',
          body: 'Your refund was sent today.\nIt takes 5 business days.',
          staff_name: 'Sam Staff',
          created_at: clock.now().toISOString(),
        },
      ],
    });

    const mail = await lastOutboxMail(server, ria.user.email, 'support_ticket_reply');
    expect(mail!.subject).toContain(asked.reference);
    expect(mail!.textBody).toContain('Your refund was sent today.');
    expect(mail!.textBody).toContain(asked.reference);

    const list = await server.request('GET', '/api/support/tickets', undefined, ria.headers);
    expect(list.body.tickets).toEqual([
      expect.objectContaining({
        id: asked.id,
        status: 'answered',
        replies: [
          {
            id: res.body.replies[0].id,
            author: 'staff',
            body: 'Your refund was sent today.\nIt takes 5 business days.',
            created_at: clock.now().toISOString(),
          },
        ],
      }),
    ]);
    expect(list.text).not.toContain('Sam Staff');

    const notices = await server.request('GET', '/api/notifications', undefined, ria.headers);
    expect(notices.body.notifications).toEqual([
      expect.objectContaining({
        kind: 'support.replied',
        title: `Support answered your request ${asked.reference}`,
        body: expect.stringContaining('Where is my refund'),
        link: '/help/requests',
        read: false,
      }),
    ]);

    const detail = await asStaff('GET', `/api/staff/support-tickets/${asked.id}`);
    expect(detail.body).toEqual(res.body);

    const blank = await asStaff('POST', `/api/staff/support-tickets/${asked.id}/replies`, { body: '  ' });
    expect(blank.status).toBe(422);
  });

  it('sets the status, and answers an unknown id with 404 and its code', async () => {
    const cal = await buildSignedInUser(server, 'Cal Close');
    const asked = await open(cal.headers, 'Please close me');
    clock.advance(60_000);
    const closed = await asStaff('PATCH', `/api/staff/support-tickets/${asked.id}`, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      id: asked.id,
      status: 'closed',
      updated_at: clock.now().toISOString(),
    });
    const list = await server.request('GET', '/api/support/tickets', undefined, cal.headers);
    expect(list.body.tickets[0].status).toBe('closed');
    const reopened = await asStaff('PATCH', `/api/staff/support-tickets/${asked.id}`, { status: 'open' });
    expect(reopened.body.status).toBe('open');
    expect(
      (await asStaff('PATCH', `/api/staff/support-tickets/${asked.id}`, { status: 'gone' })).status,
    ).toBe(422);

    const unknown = randomUUID();
    for (const [method, path, body] of [
      ['GET', `/api/staff/support-tickets/${unknown}`, undefined],
      ['POST', `/api/staff/support-tickets/${unknown}/replies`, { body: 'Hello?' }],
      ['PATCH', `/api/staff/support-tickets/${unknown}`, { status: 'closed' }],
    ] as const) {
      const res = await asStaff(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ code: SUPPORT_ERRORS.ticketNotFound.code });
    }
  });
});

describe("the person's data", () => {
  it('exports their tickets with the chat and replies, and deletes them with the account', async () => {
    const eve = await buildSignedInUser(server, 'Eve Export');
    const session = await supportChat(eve.user.id, [['user', 'Eve asks the assistant']]);
    const asked = await open(eve.headers, 'Eve needs help', { session_id: session });
    await asStaff('POST', `/api/staff/support-tickets/${asked.id}/replies`, { body: 'Support answers Eve.' });
    const stranger = await buildSignedInUser(server, 'Stan Stranger');
    await open(stranger.headers, 'Stranger ticket');

    const res = await server.request('GET', '/api/account/export', undefined, eve.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.body.support_tickets).toEqual([
      {
        reference: asked.reference,
        category: 'payments',
        subject: 'Eve needs help',
        message: expect.stringContaining('Eve needs help'),
        status: 'answered',
        support_priority: null,
        conversation: [{ role: 'user', content: 'Eve asks the assistant', created_at: expect.any(String) }],
        replies: [{ body: 'Support answers Eve.', created_at: expect.any(String) }],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect(res.text).not.toContain('Stranger ticket');
    expect(res.text).not.toContain('Sam Staff');

    const deleted = await server.request(
      'DELETE',
      '/api/account',
      { current_password: TEST_PASSWORD },
      eve.headers,
    );
    expect(deleted.status, deleted.text).toBe(200);
    const db = server.app.ctx.db;
    expect(await db.select().from(supportTickets).where(eq(supportTickets.userId, eve.user.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(supportTicketReplies)
        .where(inArray(supportTicketReplies.ticketId, [asked.id])),
    ).toEqual([]);
    expect((await asStaff('GET', `/api/staff/support-tickets/${asked.id}`)).status).toBe(404);
  });
});
