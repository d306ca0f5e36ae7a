import { SUPPORT_RESPONSE_HOURS, supportHoursText } from '@hirehand/shared/support/support';
import { SUPPORT_ERRORS } from '@hirehand/shared/support/support-errors';
import {
  SUPPORT_TICKET_LIMITS,
  SUPPORT_TICKET_REFERENCE_PATTERN,
} from '@hirehand/shared/support/support-tickets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, type Headers, type SignedInUser } from '../../../test/factories';
import { lastOutboxMail, outboxCount, settleMail } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { outboxEmails } from '../../db/schema/mail';
import { supportTickets } from '../../db/schema/support';
import { grantRole } from '../../platform/auth/roles';
import { manualClock } from '../../platform/clock';

const SUPPORT = 'help@hirehand.test';
const PHONE = '+1 604 555 0100';
const clock = manualClock('2026-11-27T17:00:00.000Z');
let server: TestServer;
let staff: SignedInUser;

beforeAll(async () => {
  server = await startTestServer(
    { SUPPORT_EMAIL: SUPPORT, SUPPORT_PHONE: PHONE, TRUST_PROXY: 'true' },
    { clock },
  );
  staff = await buildSignedInUser(server, 'Sam Staff');
  await grantRole(server.app.ctx.db, staff.user.id, 'staff', clock.now());
});
afterAll(() => server.close());

/** A visitor of their own: a distinct client address (the server trusts X-Forwarded-For here). */
let addresses = 0;
const visitor = (): Headers => {
  addresses += 1;
  return { 'x-forwarded-for': `10.20.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` };
};
let mailboxes = 0;
const newEmail = () => `visitor${++mailboxes}@example.ca`;

const visitorTicket = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Vera Visitor',
  email,
  category: 'payments',
  subject: 'How do refunds work?',
  message: 'How do refunds work?\n\nI want to talk to a human',
  ...extra,
});

async function openAsVisitor(headers: Headers, body: Record<string, unknown>) {
  clock.advance(60_000);
  return server.request('POST', '/api/support/visitor-tickets', body, headers);
}

/** Two turns of the support chat as this visitor, through the chat endpoint: the session id. */
async function visitorChat(headers: Headers): Promise<string> {
  const first = await server.request(
    'POST',
    '/api/support/chat',
    { message: 'How do refunds work?', category: 'payments' },
    headers,
  );
  expect(first.status, first.text).toBe(200);
  clock.advance(1_000);
  const second = await server.request(
    'POST',
    '/api/support/chat',
    { message: 'I want to talk to a human', session_id: first.body.session_id, category: 'payments' },
    headers,
  );
  expect(second.status, second.text).toBe(200);
  expect(second.body.session_id).toBe(first.body.session_id);
  return first.body.session_id;
}

const asStaff = (method: string, path: string, body?: unknown) =>
  server.request(method, path, body, staff.headers);

async function ticketRow(reference: string) {
  const [row] = await server.app.ctx.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.reference, reference));
  return row!;
}

describe('POST /api/support/visitor-tickets', () => {
  it("stores a visitor's ticket with the chat copied in, mails support and confirms to the visitor", async () => {
    const headers = visitor();
    const email = newEmail();
    const session = await visitorChat(headers);
    const res = await openAsVisitor(
      headers,
      visitorTicket(`  ${email.toUpperCase()} `, { session_id: session, note: 'Charged twice in November.' }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      reference: expect.stringMatching(SUPPORT_TICKET_REFERENCE_PATTERN),
      status: 'open',
      created_at: clock.now().toISOString(),
    });
    const { reference } = res.body;

    const row = await ticketRow(reference);
    expect(row).toMatchObject({
      userId: null,
      contactName: 'Vera Visitor',
      contactEmail: email,
      category: 'payments',
      subject: 'How do refunds work?',
      message: 'Charged twice in November.',
      status: 'open',
      supportPriority: null,
    });
    expect(row.conversation.map((line) => [line.role, line.content])).toEqual([
      ['user', 'How do refunds work?'],
      ['assistant', expect.any(String)],
      ['user', 'I want to talk to a human'],
      ['assistant', expect.any(String)],
    ]);

    await settleMail(server);
    const toSupport = await lastOutboxMail(server, SUPPORT, 'support_ticket');
    expect(toSupport).toMatchObject({ replyTo: email });
    expect(toSupport!.subject).toContain(reference);
    expect(toSupport!.textBody).toContain(`Vera Visitor <${email}> (visitor, no account`);
    expect(toSupport!.textBody).toContain('Charged twice in November.');
    expect(toSupport!.textBody).toContain('Person: How do refunds work?');
    expect(toSupport!.textBody).toContain('Person: I want to talk to a human');
    expect(toSupport!.textBody).toContain('Assistant: ');

    const confirmation = await lastOutboxMail(server, email, 'support_ticket_received');
    expect(confirmation!.subject).toContain(reference);
    expect(confirmation!.textBody).toContain('Hello Vera Visitor');
    expect(confirmation!.textBody).toContain(reference);
    expect(confirmation!.textBody).toContain(supportHoursText());
    expect(confirmation!.textBody).toContain(`within ${SUPPORT_RESPONSE_HOURS} hours`);
    expect(confirmation!.textBody).toContain(PHONE);
    expect(confirmation!.textBody).toContain('no list of requests');
  });

  it('keeps the drafted message when there is no note, and copies no chat without a session', async () => {
    const email = newEmail();
    const res = await openAsVisitor(visitor(), visitorTicket(email));
    expect(res.status, res.text).toBe(201);
    const row = await ticketRow(res.body.reference);
    expect(row.message).toBe('How do refunds work?\n\nI want to talk to a human');
    expect(row.conversation).toEqual([]);
    const toSupport = await lastOutboxMail(server, SUPPORT, 'support_ticket');
    expect(toSupport!.textBody).toContain(res.body.reference);
    expect(toSupport!.textBody).toContain(
      'They did not come from a conversation with the support assistant.',
    );
  });

  it("copies no chat that is not the visitor's own: another address's, or a member's", async () => {
    const owner = visitor();
    const session = await visitorChat(owner);
    const stranger = await openAsVisitor(visitor(), visitorTicket(newEmail(), { session_id: session }));
    expect(stranger.status, stranger.text).toBe(201);
    expect((await ticketRow(stranger.body.reference)).conversation).toEqual([]);
    const mail = await lastOutboxMail(server, SUPPORT, 'support_ticket');
    expect(mail!.textBody).toContain(stranger.body.reference);
    expect(mail!.textBody).not.toContain('Person: How do refunds work?');

    // A member's session, even from the member's own address, is not a visitor's to copy.
    const member = await buildSignedInUser(server, 'Mona Member');
    const memberHeaders = { ...visitor() };
    const memberChat = await server.request(
      'POST',
      '/api/support/chat',
      { message: 'My private billing question' },
      { ...member.headers, ...memberHeaders },
    );
    expect(memberChat.status, memberChat.text).toBe(200);
    const taken = await openAsVisitor(
      memberHeaders,
      visitorTicket(newEmail(), { session_id: memberChat.body.session_id }),
    );
    expect(taken.status, taken.text).toBe(201);
    expect((await ticketRow(taken.body.reference)).conversation).toEqual([]);

    const unknown = await openAsVisitor(visitor(), visitorTicket(newEmail(), { session_id: 'sup_nothing' }));
    expect(unknown.status).toBe(201);
    expect((await ticketRow(unknown.body.reference)).conversation).toEqual([]);
  });

  it('refuses bad input with 422 and stores nothing', async () => {
    const email = newEmail();
    const headers = visitor();
    for (const body of [
      visitorTicket(email, { name: '  ' }),
      visitorTicket('not-an-address'),
      visitorTicket(''),
      visitorTicket(email, { subject: 'ab' }),
      visitorTicket(email, { message: 'short' }),
      visitorTicket(email, { category: 'spam' }),
      visitorTicket(email, { name: 'x'.repeat(SUPPORT_TICKET_LIMITS.contactNameMax + 1) }),
      visitorTicket(email, { note: 'x'.repeat(SUPPORT_TICKET_LIMITS.messageMax + 1) }),
    ]) {
      const res = await openAsVisitor(headers, body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(422);
    }
    const rows = await server.app.ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.contactEmail, email));
    expect(rows).toEqual([]);
    // Refused input is not counted against the address.
    expect((await openAsVisitor(headers, visitorTicket(email))).status).toBe(201);
  });
});

describe("a visitor's ticket limits", () => {
  it(`refuses the ${SUPPORT_TICKET_LIMITS.visitorPerAddressHour + 1}th ticket in an hour from one address`, async () => {
    const headers = visitor();
    for (let n = 1; n <= SUPPORT_TICKET_LIMITS.visitorPerAddressHour; n++) {
      const res = await openAsVisitor(headers, visitorTicket(newEmail()));
      expect(res.status, res.text).toBe(201);
    }
    const email = newEmail();
    const refused = await openAsVisitor(headers, visitorTicket(email));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: SUPPORT_ERRORS.visitorTicketRateLimited.code });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outboxCount(server, email)).toBe(0);
    // Another address is not held back.
    expect((await openAsVisitor(visitor(), visitorTicket(newEmail()))).status).toBe(201);
  });

  it(`refuses the ${SUPPORT_TICKET_LIMITS.visitorPerEmailDay + 1}th ticket in a day for one e-mail address, from any address`, async () => {
    const email = newEmail();
    for (let n = 1; n <= SUPPORT_TICKET_LIMITS.visitorPerEmailDay; n++) {
      const res = await openAsVisitor(visitor(), visitorTicket(email));
      expect(res.status, res.text).toBe(201);
    }
    // Upper case is the same address.
    const refused = await openAsVisitor(visitor(), visitorTicket(email.toUpperCase()));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: SUPPORT_ERRORS.visitorTicketRateLimited.code });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await settleMail(server);
    const confirmations = await server.app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, email));
    expect(confirmations).toHaveLength(SUPPORT_TICKET_LIMITS.visitorPerEmailDay);
  });
});

describe("staff and a visitor's ticket", () => {
  it('show it in the queue marked as a visitor, and e-mail the reply to the contact address', async () => {
    const email = newEmail();
    const opened = await openAsVisitor(visitor(), visitorTicket(email, { name: 'Quinn Query' }));
    expect(opened.status, opened.text).toBe(201);
    const { reference } = opened.body;

    const queue = await asStaff('GET', '/api/staff/support-tickets?status=open&limit=50');
    expect(queue.status, queue.text).toBe(200);
    const listed = queue.body.tickets.find((t: { reference: string }) => t.reference === reference);
    expect(listed).toMatchObject({
      subject: 'How do refunds work?',
      status: 'open',
      priority: null,
      requester: { id: null, visitor: true, full_name: 'Quinn Query', email },
    });
    // Members stay marked as members.
    const member = await buildSignedInUser(server, 'Max Member');
    const own = await server.request(
      'POST',
      '/api/support/tickets',
      { category: 'general', subject: 'Member question', message: 'A question from a member.' },
      member.headers,
    );
    expect(own.status, own.text).toBe(201);
    const memberView = await asStaff('GET', `/api/staff/support-tickets/${own.body.id}`);
    expect(memberView.body.requester).toEqual({
      id: member.user.id,
      visitor: false,
      full_name: 'Max Member',
      email: member.user.email,
    });

    clock.advance(60_000);
    const replied = await asStaff('POST', `/api/staff/support-tickets/${listed.id}/replies`, {
      body: 'Refunds reach your card within 5 business days.',
    });
    expect(replied.status, replied.text).toBe(201);
    expect(replied.body).toMatchObject({
      status: 'answered',
      requester: { id: null, visitor: true, email },
      replies: [{ body: 'Refunds reach your card within 5 business days.', staff_name: 'Sam Staff' }],
    });
    const mail = await lastOutboxMail(server, email, 'support_ticket_reply');
    expect(mail!.subject).toContain(reference);
    expect(mail!.textBody).toContain('Hello Quinn Query');
    expect(mail!.textBody).toContain('Refunds reach your card within 5 business days.');
    expect(mail!.textBody).toContain('there is no list of requests to sign in to');
    expect(mail!.textBody).toContain('/help');

    const closed = await asStaff('PATCH', `/api/staff/support-tickets/${listed.id}`, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
  });
});
