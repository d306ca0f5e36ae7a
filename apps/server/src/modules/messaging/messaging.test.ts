import { randomUUID } from 'node:crypto';
import { MESSAGING_ERRORS } from '@hirehand/shared/messaging/messaging-errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildConversation,
  buildPosting,
  buildSignedInUser,
  recordBus,
  type SignedInUser,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { messages } from '../../db/schema/messaging';
import type { BusEvent } from '../../platform/bus/event-bus';
import { MESSAGE_CREATED_EVENT, MESSAGE_READ_EVENT } from './messaging.events';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
type Person = SignedInUser;

const listConversations = (headers: Headers) =>
  server.request('GET', '/api/conversations', undefined, headers);
const createConversation = (headers: Headers, body: unknown) =>
  server.request('POST', '/api/conversations', body, headers);
const listMessages = (id: string, headers: Headers, query = '') =>
  server.request('GET', `/api/conversations/${id}/messages${query}`, undefined, headers);
const send = (id: string, headers: Headers, content: unknown, extra: Record<string, unknown> = {}) =>
  server.request('POST', `/api/conversations/${id}/messages`, { content, ...extra }, headers);
const markRead = (id: string, headers: Headers) =>
  server.request('POST', `/api/conversations/${id}/mark-read`, undefined, headers);

/** A conversation between two fresh people (or the given ones). */
async function pair(a?: Person, b?: Person) {
  const alice = a ?? (await buildSignedInUser(server, { fullName: 'Alice Employer', userType: 'employer' }));
  const bob = b ?? (await buildSignedInUser(server, 'Bob Worker'));
  return { alice, bob, id: await buildConversation(server, alice, [bob]) };
}

async function sendOk(id: string, headers: Headers, content: string) {
  const res = await send(id, headers, content);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; created_at: string; read_by: string[] };
}

describe('POST /api/conversations', () => {
  it('starts a conversation linked to a job, with the initial message as its first message (201)', async () => {
    const alice = await buildSignedInUser(server, { fullName: 'Alice Employer', userType: 'employer' });
    const bob = await buildSignedInUser(server, 'Bob Worker');
    const job = await buildPosting(server, { posterId: alice.user.id, title: 'Panel upgrade' });

    const res = await createConversation(alice.headers, {
      participant_ids: [bob.user.id],
      job_id: job.id,
      initial_message: '  Are you free on Monday?  ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      participants: expect.arrayContaining([
        { id: alice.user.id, full_name: 'Alice Employer', user_type: 'employer', profile_picture: null },
        { id: bob.user.id, full_name: 'Bob Worker', user_type: 'worker', profile_picture: null },
      ]),
      job_id: job.id,
      job_title: 'Panel upgrade',
      title: null,
      last_message: {
        id: expect.any(String),
        sender_id: alice.user.id,
        content: 'Are you free on Monday?',
        message_type: 'text',
        created_at: expect.any(String),
      },
      unread_count: 0,
      updated_at: expect.any(String),
    });
    expect(res.body.participants).toHaveLength(2);

    const thread = await listMessages(res.body.id, bob.headers);
    expect(thread.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'Are you free on Monday?',
    ]);
    expect((await listConversations(bob.headers)).body.conversations[0]).toMatchObject({
      id: res.body.id,
      unread_count: 1,
    });
  });

  it('answers the existing conversation (200) for the same people and job; by e-mail finds it too', async () => {
    const alice = await buildSignedInUser(server, { fullName: 'Alice Employer', userType: 'employer' });
    const bob = await buildSignedInUser(server, 'Bob Worker');
    const job = await buildPosting(server, { posterId: alice.user.id });

    const first = await createConversation(alice.headers, { participant_ids: [bob.user.id], job_id: job.id });
    expect(first.status).toBe(201);
    // By e-mail the answer never shows the conversation (conversations-create.test.ts), but no second one is made.
    const byEmail = await createConversation(alice.headers, {
      participant_ids: [bob.user.email.toUpperCase()],
      job_id: job.id,
    });
    expect(byEmail.status).toBe(202);
    // The other side, naming the caller too, finds the same one.
    const fromBob = await createConversation(bob.headers, {
      participant_ids: [alice.user.id, bob.user.id],
      job_id: job.id,
    });
    expect(fromBob.status).toBe(200);
    expect(fromBob.body.id).toBe(first.body.id);

    // Without the job, or with another job, it is another conversation.
    const general = await createConversation(alice.headers, { participant_ids: [bob.user.id] });
    expect(general.status).toBe(201);
    expect(general.body.id).not.toBe(first.body.id);
    const other = await buildPosting(server, { posterId: alice.user.id });
    const second = await createConversation(alice.headers, {
      participant_ids: [bob.user.id],
      job_id: other.id,
    });
    expect(second.status).toBe(201);

    const list = await listConversations(alice.headers);
    expect(list.body.conversations).toHaveLength(3);
  });

  it('answers one conversation for concurrent identical requests', async () => {
    const alice = await buildSignedInUser(server);
    const bob = await buildSignedInUser(server);
    const results = await Promise.all(
      [1, 2, 3].map(() => createConversation(alice.headers, { participant_ids: [bob.user.id] })),
    );
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
  });

  it('refuses unknown people, the caller alone, unknown jobs and bad payloads', async () => {
    const alice = await buildSignedInUser(server);
    const bob = await buildSignedInUser(server);
    const unknownId = randomUUID();

    let res = await createConversation(alice.headers, { participant_ids: [unknownId] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(MESSAGING_ERRORS.userNotFound(unknownId));
    res = await createConversation(alice.headers, { participant_ids: ['not-an-id'] });
    expect(res.body).toEqual(MESSAGING_ERRORS.userNotFound('not-an-id'));

    res = await createConversation(alice.headers, { participant_ids: [alice.user.id] });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('A conversation needs at least one other participant');

    res = await createConversation(alice.headers, { participant_ids: [bob.user.id], job_id: randomUUID() });
    expect(res).toMatchObject({ status: 404, body: MESSAGING_ERRORS.jobNotFound });
    res = await createConversation(alice.headers, { participant_ids: [bob.user.id], job_id: 'junk' });
    expect(res).toMatchObject({ status: 404, body: MESSAGING_ERRORS.jobNotFound });

    res = await createConversation(alice.headers, { participant_ids: [] });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'participant_ids']);
    res = await createConversation(alice.headers, {
      participant_ids: Array.from({ length: 11 }, () => bob.user.id),
    });
    expect(res.status).toBe(422);
    res = await createConversation(alice.headers, {
      participant_ids: [bob.user.id],
      initial_message: 'x'.repeat(5001),
    });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].msg).toBe('Message can be at most 5,000 characters');

    expect(
      (await server.request('POST', '/api/conversations', { participant_ids: [bob.user.id] })).status,
    ).toBe(401);
    // Nothing was created by the refused calls.
    expect((await listConversations(alice.headers)).body.conversations).toEqual([]);
  });
});

describe('GET /api/conversations', () => {
  it("lists only the caller's conversations, newest activity first, with the last message", async () => {
    const alice = await buildSignedInUser(server, 'Alice');
    const first = await pair(alice);
    const second = await pair(alice);
    const outsider = await buildSignedInUser(server, 'Outsider');

    let list = await listConversations(alice.headers);
    expect(list.status).toBe(200);
    expect(list.body.conversations.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    expect(list.body.conversations[0].last_message).toBeNull();

    const sent = await sendOk(first.id, first.bob.headers, 'Hello from Bob');
    list = await listConversations(alice.headers);
    expect(list.body.conversations.map((c: { id: string }) => c.id)).toEqual([first.id, second.id]);
    expect(list.body.conversations[0]).toMatchObject({
      last_message: { id: sent.id, sender_id: first.bob.user.id, content: 'Hello from Bob' },
      unread_count: 1,
      updated_at: sent.created_at,
    });

    expect(list.body).toMatchObject({ has_more: false, unread_total: 1 });

    expect((await listConversations(outsider.headers)).body).toEqual({
      conversations: [],
      has_more: false,
      unread_total: 0,
    });
    expect((await server.request('GET', '/api/conversations')).status).toBe(401);
  });

  it('pages with limit and before, and counts unread messages beyond the page', async () => {
    const alice = await buildSignedInUser(server, 'Alice');
    const made: { id: string; bob: Person }[] = [];
    for (let i = 0; i < 5; i++) made.push(await pair(alice));
    // Activity in the oldest conversation makes it the newest; the unread stays counted on every page.
    await sendOk(made[0]!.id, made[0]!.bob.headers, 'Still there?');
    await sendOk(made[1]!.id, made[1]!.bob.headers, 'One');
    await sendOk(made[1]!.id, made[1]!.bob.headers, 'Two');
    const newestFirst = [made[1]!, made[0]!, made[4]!, made[3]!, made[2]!].map((c) => c.id);
    const page = (query: string) =>
      server.request('GET', `/api/conversations${query}`, undefined, alice.headers);

    const first = await page('?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.conversations.map((c: { id: string }) => c.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.body).toMatchObject({ has_more: true, unread_total: 3 });
    const second = await page(`?limit=2&before=${newestFirst[1]}`);
    expect(second.body.conversations.map((c: { id: string }) => c.id)).toEqual(newestFirst.slice(2, 4));
    expect(second.body).toMatchObject({ has_more: true, unread_total: 3 });
    const last = await page(`?limit=2&before=${newestFirst[3]}`);
    expect(last.body.conversations.map((c: { id: string }) => c.id)).toEqual(newestFirst.slice(4));
    expect(last.body.has_more).toBe(false);
    expect((await page('')).body.conversations).toHaveLength(5);

    await markRead(made[1]!.id, alice.headers);
    expect((await page('?limit=1')).body.unread_total).toBe(1);

    // Someone else's conversation, or nonsense, is no cursor; bad limits are 422.
    const stranger = await pair();
    for (const before of [stranger.id, randomUUID(), 'nope']) {
      expect(await page(`?before=${before}`)).toMatchObject({
        status: 404,
        body: MESSAGING_ERRORS.conversationNotFound,
      });
    }
    for (const limit of ['0', '101', 'x']) expect((await page(`?limit=${limit}`)).status).toBe(422);
  });
});

describe('participants only', () => {
  it('answers 404 to anyone else, and for unknown or malformed ids', async () => {
    const { id, alice } = await pair();
    const outsider = await buildSignedInUser(server, 'Outsider');
    const notFound = { status: 404, body: MESSAGING_ERRORS.conversationNotFound };

    expect(await listMessages(id, outsider.headers)).toMatchObject(notFound);
    expect(await send(id, outsider.headers, 'Let me in')).toMatchObject(notFound);
    expect(await markRead(id, outsider.headers)).toMatchObject(notFound);
    for (const bad of [randomUUID(), 'not-a-uuid']) {
      expect(await listMessages(bad, alice.headers)).toMatchObject(notFound);
      expect(await send(bad, alice.headers, 'Hi')).toMatchObject(notFound);
      expect(await markRead(bad, alice.headers)).toMatchObject(notFound);
    }
    // The outsider's attempt left nothing behind.
    expect((await listMessages(id, alice.headers)).body.messages).toEqual([]);
    expect((await server.request('GET', `/api/conversations/${id}/messages`)).status).toBe(401);
  });
});

describe('POST /api/conversations/{id}/messages', () => {
  it('stores the trimmed message and answers it (201)', async () => {
    const { id, alice } = await pair();
    const res = await send(id, alice.headers, '  On my way  ', { message_type: 'text' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      conversation_id: id,
      sender_id: alice.user.id,
      sender: {
        id: alice.user.id,
        full_name: 'Alice Employer',
        user_type: 'employer',
        profile_picture: null,
      },
      content: 'On my way',
      message_type: 'text',
      created_at: expect.any(String),
      read_by: [],
      delivered_to: [],
      attachment: null,
    });
  });

  it('validates the content', async () => {
    const { id, alice } = await pair();
    for (const content of ['', '   \n ', undefined]) {
      const res = await send(id, alice.headers, content);
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'content'], msg: 'Message cannot be empty' });
    }
    const tooLong = await send(id, alice.headers, 'x'.repeat(5001));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.detail[0].msg).toBe('Message can be at most 5,000 characters');
    expect((await send(id, alice.headers, ` ${'x'.repeat(5000)} `)).status).toBe(201);
    const badType = await send(id, alice.headers, 'Hi', { message_type: 'video' });
    expect(badType.status).toBe(422);
    expect(badType.body.detail[0].loc).toEqual(['body', 'message_type']);
    expect((await listMessages(id, alice.headers)).body.messages).toHaveLength(1);
  });

  it('answers 429 after 30 messages a minute from one user', async () => {
    const { id, alice, bob } = await pair();
    for (let i = 0; i < 30; i += 1) await sendOk(id, alice.headers, `Message ${i}`);
    const limited = await send(id, alice.headers, 'One too many');
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toEqual(expect.any(String));
    // The limit is per user: the other participant still sends.
    await sendOk(id, bob.headers, 'Still fine');
  });

  it('publishes message.created after the message is committed', async () => {
    const { id, alice, bob } = await pair();
    const seen: { event: BusEvent; stored: boolean }[] = [];
    const stop = server.app.ctx.bus.subscribe(async (event) => {
      if (event.type !== MESSAGE_CREATED_EVENT) return;
      const payload = event.payload as { message: { id: string } };
      // A separate connection sees the row only once the transaction committed.
      const rows = await server.app.ctx.db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.id, payload.message.id));
      seen.push({ event, stored: rows.length === 1 });
    });
    try {
      const sent = await send(id, alice.headers, 'Event me');
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      expect(seen[0]!.stored).toBe(true);
      expect(seen[0]!.event.payload).toEqual({
        conversationId: id,
        message: sent.body,
        participantIds: expect.arrayContaining([alice.user.id, bob.user.id]),
      });
      expect((seen[0]!.event.payload as { participantIds: string[] }).participantIds).toHaveLength(2);
    } finally {
      stop();
    }
  });
});

describe('unread counts, mark-read and read_by', () => {
  it('counts messages from others until the caller marks the conversation read', async () => {
    const { id, alice, bob } = await pair();
    const m1 = await sendOk(id, alice.headers, 'One');
    const m2 = await sendOk(id, alice.headers, 'Two');
    await sendOk(id, bob.headers, 'Reply');

    const unread = async (p: Person) =>
      (await listConversations(p.headers)).body.conversations[0].unread_count;
    expect(await unread(bob)).toBe(2);
    expect(await unread(alice)).toBe(1);
    let thread = await listMessages(id, alice.headers);
    expect(thread.body.messages.map((m: { read_by: string[] }) => m.read_by)).toEqual([[], [], []]);

    const bus = recordBus(server);
    const res = await markRead(id, bob.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unread_count: 0 });
    expect(await unread(bob)).toBe(0);
    expect(await unread(alice)).toBe(1);

    thread = await listMessages(id, alice.headers);
    const readBy = Object.fromEntries(
      thread.body.messages.map((m: { id: string; read_by: string[] }) => [m.id, m.read_by]),
    );
    expect(readBy[m1.id]).toEqual([bob.user.id]);
    expect(readBy[m2.id]).toEqual([bob.user.id]);
    // Bob's own message: only others count, and Alice has not read it yet.
    expect(thread.body.messages[2].read_by).toEqual([]);

    await vi.waitFor(() => expect(bus.events.filter((e) => e.type === MESSAGE_READ_EVENT)).toHaveLength(1));
    bus.stop();
    expect(bus.events.find((e) => e.type === MESSAGE_READ_EVENT)!.payload).toEqual({
      conversationId: id,
      userId: bob.user.id,
      readAt: expect.any(String),
      messageId: thread.body.messages[2].id,
      participantIds: expect.arrayContaining([alice.user.id, bob.user.id]),
    });

    // A newer message is unread again and nobody has read it.
    const m4 = await sendOk(id, alice.headers, 'Three');
    expect(await unread(bob)).toBe(1);
    thread = await listMessages(id, bob.headers);
    expect(thread.body.messages.at(-1)).toMatchObject({ id: m4.id, read_by: [] });
  });
});

describe('GET /api/conversations/{id}/messages paging', () => {
  it('answers the newest page oldest first, older pages with before, and catch-up with after', async () => {
    const { id, alice, bob } = await pair();
    const sent = [];
    for (let i = 1; i <= 5; i += 1) sent.push(await sendOk(id, i % 2 ? alice.headers : bob.headers, `m${i}`));
    const contents = (res: { body: { messages: { content: string }[] } }) =>
      res.body.messages.map((m) => m.content);

    const all = await listMessages(id, bob.headers);
    expect(contents(all)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(all.body.has_more).toBe(false);

    const newest = await listMessages(id, bob.headers, '?limit=2');
    expect(contents(newest)).toEqual(['m4', 'm5']);
    expect(newest.body.has_more).toBe(true);
    const older = await listMessages(id, bob.headers, `?limit=2&before=${newest.body.messages[0].id}`);
    expect(contents(older)).toEqual(['m2', 'm3']);
    expect(older.body.has_more).toBe(true);
    const oldest = await listMessages(id, bob.headers, `?limit=2&before=${older.body.messages[0].id}`);
    expect(contents(oldest)).toEqual(['m1']);
    expect(oldest.body.has_more).toBe(false);

    const since = await listMessages(id, bob.headers, `?after=${sent[1]!.id}`);
    expect(contents(since)).toEqual(['m3', 'm4', 'm5']);
    expect(since.body.has_more).toBe(false);
    const sinceSome = await listMessages(id, bob.headers, `?after=${sent[1]!.id}&limit=2`);
    expect(contents(sinceSome)).toEqual(['m3', 'm4']);
    expect(sinceSome.body.has_more).toBe(true);
    expect(contents(await listMessages(id, bob.headers, `?after=${sent[4]!.id}`))).toEqual([]);
  });

  it('refuses bad paging parameters', async () => {
    const { id, alice } = await pair();
    const other = await pair();
    const m = await sendOk(id, alice.headers, 'Hi');
    const foreign = await sendOk(other.id, other.alice.headers, 'Elsewhere');

    for (const query of ['?limit=0', '?limit=101', '?limit=abc', `?before=${m.id}&after=${m.id}`]) {
      expect((await listMessages(id, alice.headers, query)).status).toBe(422);
    }
    for (const query of [`?before=${randomUUID()}`, '?after=junk', `?after=${foreign.id}`]) {
      expect(await listMessages(id, alice.headers, query)).toMatchObject({
        status: 404,
        body: MESSAGING_ERRORS.messageNotFound,
      });
    }
  });
});
