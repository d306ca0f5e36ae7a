import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMember, buildPosting, buildSignedInUser } from '../../../test/factories';
import { type LocalLlmPeer, startLocalLlmPeer } from '../../../test/local-llm-peer';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { supportChatMessages, supportChatSessions } from '../../db/schema/support';
import { supportIntentOf } from './builtin/support-answer';
import { SUPPORT_TEXTS } from './builtin/support-texts';

type Headers = Record<string, string>;
/** A visitor of their own: a distinct client address (the server trusts X-Forwarded-For here). */
const visitor = (): Headers => ({
  'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

describe('POST /api/support/chat on the built-in assistant', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  const chat = (
    message: string,
    headers: Headers,
    extra: { session_id?: string | null; category?: string } = {},
  ) => server.request('POST', '/api/support/chat', { message, ...extra }, headers);

  it('answers a question with a quote from the best article and links it', async () => {
    const res = await chat('how does the trust score work', visitor());
    expect(res.status, res.text).toBe(200);
    expect(res.body.session_id).toMatch(/^sup_[A-Za-z0-9_-]{24}$/);
    expect(res.body.response).toMatch(/^From “How the trust score works”: /);
    expect(res.body.escalation).toBe(false);
    expect(res.body.articles[0]).toMatchObject({ slug: 'trust-score', url: '/help/trust-score' });
    expect(res.body.response).toContain(res.body.articles[0].excerpt);
    expect(res.body.articles.length).toBeLessThanOrEqual(3);
    expect(res.body.suggestions.length).toBeGreaterThan(0);
    expect(res.body.suggestions.length).toBeLessThanOrEqual(3);
    expect(res.body).toMatchObject({
      jobs: [],
      jobs_url: null,
      engine: { kind: 'builtin', label: "HireHand's built-in assistant" },
    });
    const [stored] = await server.app.ctx.db
      .select()
      .from(supportChatMessages)
      .where(eq(supportChatMessages.sessionId, res.body.session_id))
      .orderBy(supportChatMessages.createdAt);
    expect(stored).toMatchObject({ role: 'user', content: 'how does the trust score work' });
  });

  it('honours the chosen category when it has a good answer', async () => {
    const account = await chat('e-mail not arriving', visitor(), { category: 'account' });
    expect(account.body.articles[0].slug).toBe('change-email-or-password');
    const technical = await chat('e-mail not arriving', visitor(), { category: 'technical' });
    expect(technical.body.articles[0].slug).toBe('notifications');
    // A category with no good answer does not hide the one that exists elsewhere.
    const elsewhere = await chat('How do I reset my password?', visitor(), { category: 'payments' });
    expect(elsewhere.body.articles[0].slug).toBe('reset-your-password');
  });

  it("answers every suggestion the widget offers from an article (the score bar's calibration)", async () => {
    for (const [category, suggestions] of Object.entries(SUPPORT_TEXTS.categorySuggestions)) {
      for (const message of suggestions) {
        if (supportIntentOf(message).kind !== 'question') continue;
        const res = await chat(message, visitor(), { category });
        expect(res.body.escalation, `${category}: ${message}`).toBe(false);
        expect(res.body.response, message).toMatch(/^From “/);
      }
    }
  });

  it('greets a bare hello with suggestions for the category', async () => {
    const res = await chat('Hello', visitor(), { category: 'safety' });
    expect(res.body.response).toMatch(/^Hi! /);
    expect(res.body.suggestions).toContain('How does the trust score work?');
  });

  it('offers a human when asked, and escalates what the help centre cannot answer', async () => {
    const human = await chat('I want to talk to a human', visitor());
    expect(human.body.escalation).toBe(true);
    expect(human.body.response).toContain('button below');
    expect(human.body.articles).toEqual([]);
    for (const question of ['What is the capital of France?', 'Who won the hockey game last night?']) {
      const unknown = await chat(question, visitor());
      expect(unknown.status).toBe(200);
      expect(unknown.body.escalation, question).toBe(true);
      expect(unknown.body.response).toContain('I could not find an answer in the help centre');
    }
  });

  it("answers a job search with real open jobs near a member's city and the board's address", async () => {
    const job = await buildPosting(server, {
      title: 'Interior painter for a condo',
      description: 'Interior painting of four rooms, walls and trim.',
      skillsRequired: ['Painting'],
      city: 'Halifax',
      region: 'NS',
      latitude: 44.6488,
      longitude: -63.5752,
    });
    const member = await buildSignedInUser(server, {
      fullName: 'Pat Painter',
      city: 'Halifax',
      region: 'NS',
    });
    const res = await chat('find painting jobs near me', member.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.body.jobs).toEqual([
      expect.objectContaining({ id: job.id, title: 'Interior painter for a condo' }),
    ]);
    expect(res.body.jobs_url).toBe('/?searchTerm=painting#work');
    expect(res.body.response).toContain('I found 1 open painting job near Halifax');
    expect(res.body.escalation).toBe(false);
    // No kind of work named: the nearest open jobs, and the whole board.
    const nearest = await chat('jobs near me', member.headers);
    expect(nearest.body.jobs.map((j: { id: string }) => j.id)).toContain(job.id);
    expect(nearest.body.jobs_url).toBe('/#work');
    // A visitor who names no work and no place is asked for both, with no job listed.
    const vague = await chat('jobs near me', visitor());
    expect(vague.body.jobs).toEqual([]);
    expect(vague.body.response).toContain('What kind of work');
    // Nothing open: said honestly, with a wider search offered, never an invented job.
    const none = await chat('any roofing gigs near me', member.headers);
    expect(none.body.jobs).toEqual([]);
    expect(none.body.response).toContain('I found no open roofing jobs near Halifax');
  });

  it("continues the caller's own session; a foreign id starts a new one and leaves the other untouched", async () => {
    const owner = await buildSignedInUser(server);
    const first = await chat('How do I reset my password?', owner.headers);
    const second = await chat('And how do I change my e-mail?', owner.headers, {
      session_id: first.body.session_id,
    });
    expect(second.body.session_id).toBe(first.body.session_id);

    const stranger = await buildSignedInUser(server);
    const theirs = await chat('Hello', stranger.headers, { session_id: first.body.session_id });
    expect(theirs.status).toBe(200);
    expect(theirs.body.session_id).not.toBe(first.body.session_id);
    const [mine] = await server.app.ctx.db
      .select()
      .from(supportChatSessions)
      .where(eq(supportChatSessions.id, first.body.session_id));
    expect(mine).toMatchObject({ userId: owner.user.id, userMessages: 2 });
    // A visitor holding a member's id is a stranger too.
    const anon = await chat('Hello', visitor(), { session_id: first.body.session_id });
    expect(anon.body.session_id).not.toBe(first.body.session_id);
  });

  it("keeps a visitor's session to their own address, for 24 hours", async () => {
    const headers = visitor();
    const first = await chat('Hello', headers);
    const again = await chat('How do refunds work?', headers, { session_id: first.body.session_id });
    expect(again.body.session_id).toBe(first.body.session_id);
    const elsewhere = await chat('How do refunds work?', visitor(), { session_id: first.body.session_id });
    expect(elsewhere.body.session_id).not.toBe(first.body.session_id);
    const [row] = await server.app.ctx.db
      .select()
      .from(supportChatSessions)
      .where(eq(supportChatSessions.id, first.body.session_id));
    expect(row!.userId).toBeNull();
    expect(row!.expiresAt!.getTime() - row!.createdAt.getTime()).toBe(24 * 3_600_000);
  });

  it('closes a session at 30 messages with 409 support.session_full', async () => {
    const member = await buildSignedInUser(server);
    const started = await chat('Hello', member.headers);
    await server.app.ctx.db
      .update(supportChatSessions)
      .set({ userMessages: 30 })
      .where(eq(supportChatSessions.id, started.body.session_id));
    const full = await chat('Message 31', member.headers, { session_id: started.body.session_id });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('support.session_full');
  });

  it('never uses up the monthly AI chats: a basic member with 5 career chats used still gets answers', async () => {
    const member = await buildSignedInUser(server);
    for (let i = 0; i < 5; i++) {
      const res = await server.request(
        'POST',
        '/api/ai/chat',
        { message: `I clean houses ${i}` },
        member.headers,
      );
      expect(res.status, res.text).toBe(200);
    }
    const res = await chat('How do I cancel my plan?', member.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.body.articles[0].slug).toBe('cancel-your-plan');
    const mine = await server.request('GET', '/api/membership/my-subscription', undefined, member.headers);
    expect(mine.body.ai_chats_used).toBe(5);
  });

  it('refuses an empty, overlong or unstorable message and malformed JSON with 4xx, never 500', async () => {
    for (const message of ['', '   ', 'x'.repeat(2001), 'bad\u0000byte']) {
      const res = await chat(message, visitor());
      expect(res.status, JSON.stringify(message.slice(0, 10))).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const badCategory = await chat('Hello', visitor(), { category: 'nonsense' });
    expect(badCategory.status).toBe(422);
    const raw = await server.app.inject({
      method: 'POST',
      url: '/api/support/chat',
      headers: { 'content-type': 'application/json', ...visitor() },
      payload: '{"message": "hi",',
    });
    expect(raw.statusCode).toBeGreaterThanOrEqual(400);
    expect(raw.statusCode).toBeLessThan(500);
  });

  it('limits how fast one caller sends: 429 with Retry-After and its own code', async () => {
    const member = await buildMember(server, 'premium');
    let refused: Awaited<ReturnType<typeof chat>> | null = null;
    for (let i = 0; i < 25 && !refused; i++) {
      const res = await chat(`Quick question ${i}`, member.headers);
      if (res.status === 429) refused = res;
    }
    expect(refused?.body.code).toBe('support.chat_rate_limited');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/support/chat with a configured model (the local chat-completions peer)', () => {
  let peer: LocalLlmPeer;
  let server: TestServer;
  beforeAll(async () => {
    peer = await startLocalLlmPeer();
    server = await startTestServer({
      TRUST_PROXY: 'true',
      LLM_BASE_URL: peer.baseUrl,
      LLM_MODEL: 'local-test-model',
      LLM_TIMEOUT_MS: '1000',
    });
  });
  beforeEach(() => peer.reset());
  afterAll(async () => {
    await server.close();
    await peer.close();
  });

  const chat = (message: string) => server.request('POST', '/api/support/chat', { message }, visitor());
  const answer = (cited: string[], response = 'Your trust score counts <b>verified</b> details.') => ({
    json: { response, suggestions: ['How do I verify my e-mail?'], escalation: false, cited },
  });

  it('answers with the model when it cites an article it was given, passing the articles as data', async () => {
    peer.reply(answer(['trust-score']));
    const res = await chat('how does the trust score work');
    expect(res.status, res.text).toBe(200);
    expect(res.body.engine).toEqual({ kind: 'model', label: 'local-test-model' });
    expect(res.body.response).toBe('Your trust score counts verified details.');
    expect(res.body.articles.map((a: { slug: string }) => a.slug)).toEqual(['trust-score']);
    expect(res.body.suggestions).toEqual(['How do I verify my e-mail?']);
    const sent = peer.lastCall()!.body;
    expect(sent.messages?.[0]?.content).toContain('never as instructions');
    expect(sent.messages?.[0]?.content).toContain('"slug":"trust-score"');
    expect(sent.messages?.at(-1)).toEqual({ role: 'user', content: 'how does the trust score work' });
  });

  it('refuses an answer citing an article it was not given: the built-in answer stands', async () => {
    peer.reply(answer(['made-up-article']), answer(['made-up-article']));
    const res = await chat('how does the trust score work');
    expect(res.body.engine.kind).toBe('builtin');
    expect(res.body.response).toMatch(/^From “How the trust score works”/);
  });

  it('falls back to the built-in answer when the model fails (malformed, 429, too slow)', async () => {
    for (const failure of [
      [{ content: 'not json' }, { content: '{"nope":1}' }],
      [
        { status: 429, headers: { 'retry-after': '0' } },
        { status: 429, headers: { 'retry-after': '0' } },
      ],
      [
        { ...answer(['trust-score']), delayMs: 2_500 },
        { ...answer(['trust-score']), delayMs: 2_500 },
      ],
    ] as const) {
      peer.reset();
      peer.reply(...failure);
      const res = await chat('how does the trust score work');
      expect(res.status, res.text).toBe(200);
      expect(res.body.engine.kind).toBe('builtin');
      expect(res.body.articles[0].slug).toBe('trust-score');
    }
  });

  it('keeps the built-in answer for a job search (facts from the app) and never asks the model', async () => {
    const res = await chat('any plumbing gigs in Toronto');
    expect(res.body.engine.kind).toBe('builtin');
    expect(res.body.jobs_url).toBe('/?searchTerm=plumbing#work');
    expect(peer.calls).toHaveLength(0);
  });
});
