import { randomUUID } from 'node:crypto';
import { MESSAGING_ERRORS } from '@hirehand/shared/messaging/messaging-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

// POST /api/conversations: its limits, the answer to a participant named by e-mail, and a blank
// initial message (issue 11, item 11 and the spec client's payload).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;

const create = (headers: Headers, body: unknown) =>
  server.request('POST', '/api/conversations', body, headers);
const send = (id: string, headers: Headers, body: unknown) =>
  server.request('POST', `/api/conversations/${id}/messages`, body, headers);
const conversationsOf = async (headers: Headers) =>
  (await server.request('GET', '/api/conversations', undefined, headers)).body.conversations as {
    id: string;
    participants: { id: string }[];
    last_message: { content: string } | null;
  }[];
const threadOf = async (id: string, headers: Headers) =>
  (
    (await server.request('GET', `/api/conversations/${id}/messages`, undefined, headers)).body.messages as {
      content: string;
    }[]
  ).map((m) => m.content);

const unknownEmail = () => `nobody-${randomUUID()}@example.ca`;

describe('POST /api/conversations: limits', () => {
  it('answers 429 after 20 requests an hour from one user, by id or by e-mail; others are not affected', async () => {
    const alice = await buildSignedInUser(server, 'Test Person');
    const bob = await buildSignedInUser(server, 'Test Person');
    for (let i = 0; i < 20; i += 1) {
      const res = await create(alice.headers, {
        participant_ids: [i % 2 ? bob.user.id : unknownEmail()],
      });
      expect(res.status, res.text).toBe(i % 2 ? (i === 1 ? 201 : 200) : 202);
    }
    for (const participant of [bob.user.id, bob.user.email, unknownEmail()]) {
      const limited = await create(alice.headers, { participant_ids: [participant] });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual(MESSAGING_ERRORS.tooManyConversations);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const carol = await buildSignedInUser(server, 'Test Person');
    expect((await create(carol.headers, { participant_ids: [bob.user.id] })).status).toBe(201);
  });

  it('counts the initial message against the 30 messages a minute send limit', async () => {
    const alice = await buildSignedInUser(server, 'Test Person');
    const bob = await buildSignedInUser(server, 'Test Person');
    const carol = await buildSignedInUser(server, 'Test Person');
    const first = await create(alice.headers, { participant_ids: [bob.user.id], initial_message: 'Hello' });
    expect(first.status).toBe(201);
    const id = first.body.id as string;
    for (let i = 1; i < 30; i += 1) {
      expect((await send(id, alice.headers, { content: `Message ${i}` })).status).toBe(201);
    }
    // The initial message was the 30th this minute.
    expect((await send(id, alice.headers, { content: 'One too many' })).status).toBe(429);

    // With the send limit spent, a create carrying a message is refused before anything is made,
    // by id or by e-mail alike; without a message it still goes through.
    for (const participant of [carol.user.id, carol.user.email, bob.user.id]) {
      const refused = await create(alice.headers, { participant_ids: [participant], initial_message: 'Hi' });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(MESSAGING_ERRORS.tooManyMessages);
    }
    expect(await conversationsOf(carol.headers)).toEqual([]);
    expect(await threadOf(id, bob.headers)).toHaveLength(30);
    const quiet = await create(alice.headers, { participant_ids: [carol.user.id] });
    expect(quiet.status).toBe(201);
    expect(quiet.body.last_message).toBeNull();
  });
});

describe('POST /api/conversations: a participant named by e-mail', () => {
  it('answers a known and an unknown address alike, and reveals nothing about the person', async () => {
    const alice = await buildSignedInUser(server, 'Alice Asker');
    const bob = await buildSignedInUser(server, 'Bob Hidden-Name');

    for (const initial_message of [undefined, 'Are you free on Monday?']) {
      const known = await create(alice.headers, {
        participant_ids: [bob.user.email.toUpperCase()],
        initial_message,
      });
      const unknown = await create(alice.headers, { participant_ids: [unknownEmail()], initial_message });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(known.status);
      expect(unknown.text).toBe(known.text);
      expect(unknown.headers.get('content-type')).toBe(known.headers.get('content-type'));
      expect(known.body).toEqual({
        message: initial_message
          ? "If this person has an account, they'll get your message."
          : 'If this person has an account, the conversation is now in your list.',
      });
      for (const secret of [bob.user.email, bob.user.id, 'Hidden-Name']) {
        expect(known.text.toLowerCase()).not.toContain(secret.toLowerCase());
      }
    }

    // Known: one conversation (found again the second time), with the message delivered into it.
    const mine = await conversationsOf(alice.headers);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.participants.map((p) => p.id).sort()).toEqual([alice.user.id, bob.user.id].sort());
    expect(await threadOf(mine[0]!.id, bob.headers)).toEqual(['Are you free on Monday?']);
    expect((await conversationsOf(bob.headers)).map((c) => c.id)).toEqual([mine[0]!.id]);
  });

  it('starts nothing when any e-mail has no account; an unknown id is still a 404 naming it', async () => {
    const alice = await buildSignedInUser(server, 'Test Person');
    const bob = await buildSignedInUser(server, 'Test Person');
    const carol = await buildSignedInUser(server, 'Test Person');

    const mixed = await create(alice.headers, {
      participant_ids: [bob.user.id, unknownEmail(), carol.user.email],
      initial_message: 'Team chat?',
    });
    expect(mixed.status).toBe(202);
    expect(await conversationsOf(alice.headers)).toEqual([]);
    expect(await conversationsOf(bob.headers)).toEqual([]);

    const unknownId = randomUUID();
    const badId = await create(alice.headers, { participant_ids: [unknownId, carol.user.email] });
    expect(badId).toMatchObject({ status: 404, body: MESSAGING_ERRORS.userNotFound(unknownId) });
    const badJob = await create(alice.headers, { participant_ids: [unknownEmail()], job_id: randomUUID() });
    expect(badJob).toMatchObject({ status: 404, body: MESSAGING_ERRORS.jobNotFound });

    // One's own address is not someone else's.
    const self = await create(alice.headers, { participant_ids: [alice.user.email] });
    expect(self).toMatchObject({
      status: 400,
      body: MESSAGING_ERRORS.needAnotherParticipant,
    });

    // All known: the group starts, linked to the job.
    const job = await buildPosting(server, { posterId: alice.user.id });
    const group = await create(alice.headers, {
      participant_ids: [bob.user.id, carol.user.email],
      job_id: job.id,
    });
    expect(group.status).toBe(202);
    const [started] = await conversationsOf(carol.headers);
    expect(started!.participants).toHaveLength(3);
  });

  it('answers a participant by id with the conversation itself, and sends the initial message into an existing one', async () => {
    const alice = await buildSignedInUser(server, 'Test Person');
    const bob = await buildSignedInUser(server, 'Test Person');
    const first = await create(alice.headers, { participant_ids: [bob.user.id] });
    expect(first.status).toBe(201);
    const again = await create(alice.headers, {
      participant_ids: [bob.user.id],
      initial_message: 'Still on?',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.last_message).toMatchObject({ content: 'Still on?', sender_id: alice.user.id });
    expect(await threadOf(first.body.id, bob.headers)).toEqual(['Still on?']);
  });
});

describe('POST /api/conversations: initial_message', () => {
  it('takes "", null and blank as no message (what the spec\'s New Conversation panel sends)', async () => {
    const alice = await buildSignedInUser(server, 'Test Person');
    for (const initial_message of ['', null, '  \n ']) {
      const other = await buildSignedInUser(server, 'Test Person');
      const res = await create(alice.headers, {
        participant_ids: [other.user.id],
        job_id: null,
        initial_message,
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.last_message).toBeNull();
      expect(await threadOf(res.body.id, other.headers)).toEqual([]);
    }
    const tooLong = await create(alice.headers, {
      participant_ids: [(await buildSignedInUser(server, 'Test Person')).user.id],
      initial_message: 'x'.repeat(5001),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.detail[0]).toMatchObject({
      loc: ['body', 'initial_message'],
      msg: 'Message can be at most 5,000 characters',
    });
    const wrongType = await create(alice.headers, {
      participant_ids: [(await buildSignedInUser(server, 'Test Person')).user.id],
      initial_message: 7,
    });
    expect(wrongType.status).toBe(422);
  });
});

describe('POST /api/conversations/{id}/messages: message_type', () => {
  it('refuses image and file without an attachment (those come from an upload)', async () => {
    const alice = await buildSignedInUser(server, 'Test Person');
    const bob = await buildSignedInUser(server, 'Test Person');
    const { id } = (await create(alice.headers, { participant_ids: [bob.user.id] })).body as { id: string };
    for (const message_type of ['image', 'file']) {
      const res = await send(id, alice.headers, { content: 'Uploaded file: invoice.pdf', message_type });
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([
        {
          loc: ['body', 'message_type'],
          msg: 'Image and file messages are sent by attaching a file',
          type: expect.any(String),
        },
      ]);
    }
    expect(await threadOf(id, alice.headers)).toEqual([]);
    const text = await send(id, alice.headers, { content: 'Plain text', message_type: 'text' });
    expect(text.status).toBe(201);
    expect(text.body.message_type).toBe('text');
  });
});
