import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@hirehand/shared/platform/idempotency';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConversation, buildPosting, buildSignedInUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/start-test-server';
import { applications } from '../db/schema/applications';
import { idempotencyKeys } from '../db/schema/idempotency';
import { messages } from '../db/schema/messaging';
import { postings } from '../db/schema/postings';
import { manualClock } from './clock';
import { IDEMPOTENCY_TTL_MS } from './idempotency';

const gig = {
  title: 'Fix a leaking kitchen tap',
  description: 'The kitchen tap drips all night; replace the cartridge or the whole tap.',
  hourly_rate: 40,
};

describe('Idempotency-Key on creating routes', () => {
  const clock = manualClock(new Date());
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { clock });
  });
  afterAll(() => server.close());

  const withKey = (headers: Record<string, string>, key: string) => ({ ...headers, 'idempotency-key': key });
  const postingsOf = async (posterId: string) =>
    server.database.db.select().from(postings).where(eq(postings.posterId, posterId));
  const create = (headers: Record<string, string>, key: string, body: object = gig) =>
    server.request('POST', '/api/gigs/create', body, withKey(headers, key));

  it('creates one posting for two clicks in one frame, and answers both with its result', async () => {
    const { user, headers } = await buildSignedInUser(server, { userType: 'employer' });
    const key = randomUUID();
    const [first, second] = await Promise.all([create(headers, key), create(headers, key)]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await postingsOf(user.id)).toHaveLength(1);

    // A later repeat (a retry after a lost answer) replays the same answer, marked as a replay.
    const again = await create(headers, key);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await postingsOf(user.id)).toHaveLength(1);
  });

  it('creates again with a new key, and without a key behaves as before', async () => {
    const { user, headers } = await buildSignedInUser(server);
    await create(headers, randomUUID());
    await create(headers, randomUUID());
    await server.request('POST', '/api/gigs/create', gig, headers);
    expect(await postingsOf(user.id)).toHaveLength(3);
  });

  it('refuses the same key with another body (409), saying what is wrong', async () => {
    const { user, headers } = await buildSignedInUser(server);
    const key = randomUUID();
    expect((await create(headers, key)).status).toBe(201);
    const other = await create(headers, key, { ...gig, title: 'Paint a fence' });
    expect(other).toMatchObject({
      status: 409,
      body: { detail: IDEMPOTENCY_MESSAGES.reusedWithOtherRequest },
    });
    expect(await postingsOf(user.id)).toHaveLength(1);
  });

  it('keeps no key for a refused request, so the corrected retry runs', async () => {
    const { user, headers } = await buildSignedInUser(server);
    const key = randomUUID();
    expect((await create(headers, key, { ...gig, hourly_rate: 0 })).status).toBe(400);
    expect((await create(headers, key)).status).toBe(201);
    expect(await postingsOf(user.id)).toHaveLength(1);
  });

  it('scopes a key to its user: someone else sending the same key creates their own', async () => {
    const a = await buildSignedInUser(server);
    const b = await buildSignedInUser(server);
    const key = randomUUID();
    const first = await create(a.headers, key);
    const second = await create(b.headers, key);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
  });

  it('answers 422 for a malformed key, naming the header', async () => {
    const { headers } = await buildSignedInUser(server);
    const res = await create(headers, 'short');
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({
      loc: ['header', 'idempotency-key'],
      msg: IDEMPOTENCY_MESSAGES.invalidKey,
    });
  });

  it('makes an application once for concurrent duplicates (without a key the second is refused)', async () => {
    const posting = await buildPosting(server);
    const { user, headers } = await buildSignedInUser(server);
    const key = randomUUID();
    const apply = () =>
      server.request(
        'POST',
        `/api/gigs/${posting.id}/apply`,
        { cover_letter: 'Hello' },
        withKey(headers, key),
      );
    const [first, second] = await Promise.all([apply(), apply()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.application.id).toBe(first.body.application.id);
    const rows = await server.database.db
      .select()
      .from(applications)
      .where(eq(applications.applicantId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('sends a message once for concurrent duplicates, and starts a conversation once', async () => {
    const alice = await buildSignedInUser(server);
    const bob = await buildSignedInUser(server);
    const conversationId = await buildConversation(server, alice, [bob]);
    const key = randomUUID();
    const send = () =>
      server.request(
        'POST',
        `/api/conversations/${conversationId}/messages`,
        { content: 'On my way' },
        withKey(alice.headers, key),
      );
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    const sent = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(sent.filter((m) => m.content === 'On my way')).toHaveLength(1);

    const carol = await buildSignedInUser(server);
    const start = () =>
      server.request(
        'POST',
        '/api/conversations',
        { participant_ids: [carol.user.id], initial_message: 'Hi Carol' },
        withKey(alice.headers, randomUUID()),
      );
    const startKey = randomUUID();
    const startOnce = () =>
      server.request(
        'POST',
        '/api/conversations',
        { participant_ids: [carol.user.id], initial_message: 'Hi Carol' },
        withKey(alice.headers, startKey),
      );
    const [one, two] = await Promise.all([startOnce(), startOnce()]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.body.id).toBe(one.body.id);
    const greetings = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, one.body.id));
    expect(greetings).toHaveLength(1);
    // Without the same key, a second start finds the conversation and sends its message again.
    expect((await start()).status).toBe(200);
  });

  it('forgets keys after 24 hours: the recurring job deletes them and the key may create again', async () => {
    const { user, headers } = await buildSignedInUser(server);
    const key = randomUUID();
    expect((await create(headers, key)).status).toBe(201);
    const keysOf = () =>
      server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(await keysOf()).toHaveLength(1);

    clock.advance(IDEMPOTENCY_TTL_MS - 60_000);
    await server.app.jobs.runDue();
    expect(await keysOf()).toHaveLength(1);
    expect((await create(headers, key)).headers.get('idempotent-replayed')).toBe('true');

    clock.advance(2 * 60 * 60_000);
    await server.app.jobs.runDue();
    expect(await keysOf()).toHaveLength(0);
    expect((await create(headers, key)).status).toBe(201);
    expect(await postingsOf(user.id)).toHaveLength(2);
    const [{ count } = { count: -1 }] = await server.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(count).toBe(1);
  });
});
