import { randomInt } from 'node:crypto';
import { readAiSuggestion } from '@hirehand/shared/ai/job-post-reply';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildPosting, buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { aiChatMessages, aiChatSessions } from '../../db/schema/ai';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';
import { type ManualClock, manualClock } from '../../platform/clock';
import { extractSkills, gigCategoryOfSkills } from '../skills/skills.service';
import { builtinJobPostDraft } from './builtin/writing-helper';

type Headers = Record<string, string>;
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** A visitor of their own: a distinct client address (the server trusts X-Forwarded-For here). */
const visitor = (): Headers => ({ 'x-forwarded-for': address() });
const HOUR_MS = 3_600_000;

let server: TestServer;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock(new Date());
  server = await startTestServer({ TRUST_PROXY: 'true' }, { clock });
});
afterAll(() => server.close());

const chat = (message: string, sessionId: string | null, headers: Headers) =>
  server.request('POST', '/api/ai/chat', { message, session_id: sessionId }, headers);
const chatsUsed = async (headers: Headers) =>
  (await server.request('GET', '/api/membership/my-subscription', undefined, headers)).body
    .ai_chats_used as number;

describe("the wizard's writing helper, read by the wizard's own rules (the shared parser)", () => {
  const requests: { message: string; category: string; pricing: 'hourly' | 'fixed' }[] = [
    {
      // Mentions painting in passing: the job is the handyman's, and the reply must say so.
      message: 'I need a handyman to fix two doors, repair some drywall and do a little painting',
      category: 'handyman',
      pricing: 'fixed',
    },
    {
      message: 'I need someone to install a new electrical panel and rewire the kitchen outlets',
      category: 'electrical',
      pricing: 'fixed',
    },
    {
      message: 'We need a part-time cleaner every week for our office, some window washing too',
      category: 'cleaning',
      pricing: 'hourly',
    },
    {
      message: 'Looking for weekly lawn mowing and hedge trimming all season',
      category: 'landscaping',
      pricing: 'hourly',
    },
    {
      message: 'Please fix a leaking pipe under the kitchen sink and replace the faucet',
      category: 'plumbing',
      pricing: 'fixed',
    },
  ];

  it('reads the category and pricing the server means, whatever words the description holds', async () => {
    const member = await buildSignedInUser(server);
    for (const request of requests) {
      const res = await chat(request.message, `gig_ai_${clock.now().getTime()}`, member.headers);
      expect(res.status, res.text).toBe(200);
      const read = readAiSuggestion(res.body.response);
      // What the built-in writer decided, from the same skills the server found.
      const skills = extractSkills(request.message).map((skill) => skill.name);
      const draft = builtinJobPostDraft({
        message: request.message,
        skills,
        category: gigCategoryOfSkills(skills),
      });
      expect(read, request.message).toEqual({
        title: draft.title,
        description: draft.description,
        category: draft.category,
        pricing: draft.pricing,
      });
      expect({ category: read.category, pricing: read.pricing }, request.message).toEqual({
        category: request.category,
        pricing: request.pricing,
      });
    }
  });

  it("a model's free text without the marked lines still follows spec 3 §7's first-word rules", () => {
    expect(
      readAiSuggestion(
        'Title: Deck repair\nDescription: Carpentry work on a deck, then painting it. Flat rate.',
      ),
    ).toMatchObject({ category: 'carpentry', pricing: 'fixed' });
    // A marked line wins over an earlier word elsewhere, including "other".
    expect(
      readAiSuggestion(
        'Description: Painting and plumbing, paid per hour.\nCategory: other\nPricing: flat rate',
      ),
    ).toMatchObject({ category: 'other', pricing: 'fixed' });
  });
});

describe('limits of the AI chat', () => {
  it('lets one person use the writing helper 20 times a day (ai.writing_limit), never from the monthly chats', async () => {
    const member = await buildSignedInUser(server);
    for (let i = 0; i < 20; i++) {
      const res = await chat(`Please repair fence panel number ${i + 1}`, `gig_ai_${i}`, member.headers);
      expect(res.status, res.text).toBe(200);
    }
    const over = await chat('Please repair one more fence panel', 'gig_ai_21', member.headers);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('ai.writing_limit');
    expect(over.body.detail).toContain('20 times today');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await chatsUsed(member.headers)).toBe(0);
    // Another person's helper is their own.
    const other = await buildSignedInUser(server);
    expect((await chat('Please repair a fence panel', 'gig_ai_1', other.headers)).status).toBe(200);
  });

  it('limits one address whoever is signed in: 60 messages a minute, then 429 ai.rate_limited', async () => {
    const shared = address();
    const people = await Promise.all([0, 1, 2, 3].map(() => buildMember(server, 'premium')));
    const sessions = new Map<string, string | null>();
    let refused: Awaited<ReturnType<typeof chat>> | null = null;
    let sent = 0;
    // 16 messages each stays under the per-person 20 a minute; together they pass 60.
    for (let round = 0; round < 16 && !refused; round++) {
      for (const person of people) {
        const headers = { ...person.headers, 'x-forwarded-for': shared };
        const res = await chat(
          `I paint houses, message ${round}`,
          sessions.get(person.user.id) ?? null,
          headers,
        );
        if (res.status === 429) {
          refused = res;
          break;
        }
        expect(res.status, res.text).toBe(200);
        sessions.set(person.user.id, res.body.session_id);
        sent++;
      }
    }
    expect(sent).toBe(60);
    expect(refused?.body.code).toBe('ai.rate_limited');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same person from another address is under their own limit.
    const elsewhere = { ...people[0]!.headers, 'x-forwarded-for': address() };
    expect((await chat('Still here', sessions.get(people[0]!.user.id)!, elsewhere)).status).toBe(200);
  });

  it('does not count a chat whose first answer failed or was refused', async () => {
    const member = await buildSignedInUser(server);
    // Refused before any answer: an empty message.
    expect((await chat('   ', null, member.headers)).status).toBe(422);
    // The answer could not be stored (the messages table is gone for a moment): nothing is counted.
    await server.app.ctx.db.execute(sql`alter table ai_chat_messages rename to ai_chat_messages_away`);
    try {
      const failed = await chat('I drive a forklift', null, member.headers);
      expect(failed.status).toBe(500);
    } finally {
      await server.app.ctx.db.execute(sql`alter table ai_chat_messages_away rename to ai_chat_messages`);
    }
    expect(await chatsUsed(member.headers)).toBe(0);
    const [none] = await server.app.ctx.db
      .select()
      .from(aiChatSessions)
      .where(eq(aiChatSessions.userId, member.user.id));
    expect(none).toBeUndefined();
    // The next chat that is answered is the first counted.
    expect((await chat('I drive a forklift', null, member.headers)).status).toBe(200);
    expect(await chatsUsed(member.headers)).toBe(1);
  });

  it("forgets a visitor's session after 24 hours: its id starts a new session, and the job deletes it", async () => {
    const headers = visitor();
    const first = await chat('I am a welder in Calgary', null, headers);
    expect(first.status, first.text).toBe(200);
    const id = first.body.session_id as string;

    clock.advance(23 * HOUR_MS);
    const later = await chat('About 6 years', id, headers);
    expect(later.body.session_id).toBe(id);
    expect(later.body.discovered_skills).toContain('Welding');
    // The turn is stored: both its messages, the count, the skills and the state.
    const [kept] = await server.app.ctx.db.select().from(aiChatSessions).where(eq(aiChatSessions.id, id));
    expect(kept).toMatchObject({ userMessages: 2, discoveredSkills: later.body.discovered_skills });
    expect(kept!.state.asked.length).toBeGreaterThan(0);
    const stored = await server.app.ctx.db
      .select()
      .from(aiChatMessages)
      .where(eq(aiChatMessages.sessionId, id));
    expect(stored.map((message) => message.role).sort()).toEqual(['assistant', 'assistant', 'user', 'user']);
    expect(stored.find((message) => message.content === 'About 6 years')).toBeTruthy();

    // 24 hours after the session started: its id is a stranger's, never read.
    clock.advance(HOUR_MS + 60_000);
    const after = await chat('Hello again', id, headers);
    expect(after.status).toBe(200);
    expect(after.body.session_id).not.toBe(id);
    expect(after.body.discovered_skills).toEqual([]);

    await server.app.jobs.runDue();
    const [gone] = await server.app.ctx.db.select().from(aiChatSessions).where(eq(aiChatSessions.id, id));
    expect(gone).toBeUndefined();
    const [fresh] = await server.app.ctx.db
      .select()
      .from(aiChatSessions)
      .where(eq(aiChatSessions.id, after.body.session_id));
    expect(fresh).toBeTruthy();
  });
});

describe('job matches within a conversation', () => {
  it('reuses the matches for a turn that changed neither skills nor place, for five minutes', async () => {
    const job = await buildPosting(server, {
      title: 'Welder for a farm equipment shop',
      category: 'welding',
      skillsRequired: ['Welding'],
      city: 'Regina',
      region: 'SK',
      latitude: 50.4452,
      longitude: -104.6189,
    });
    const headers = visitor();
    const first = await chat('I am a welder in Regina', null, headers);
    expect(first.body.job_matches.map((match: { id: string }) => match.id)).toContain(job.id);
    await server.app.ctx.db.update(postings).set({ status: 'closed' }).where(eq(postings.id, job.id));

    // Nothing new said about skills or place: the matches of a moment ago.
    const next = await chat('About 6 years', first.body.session_id, headers);
    expect(next.body.job_matches).toEqual(first.body.job_matches);

    // Later, the board is asked again and the closed job is gone.
    clock.advance(5 * 60_000 + 1);
    const later = await chat('Full-time please', first.body.session_id, headers);
    expect(later.body.job_matches.map((match: { id: string }) => match.id)).not.toContain(job.id);
  });
});

describe("'Add to my profile'", () => {
  it('adds the skills and moves the trust score with them', async () => {
    const member = await buildSignedInUser(server, { skills: [] });
    const [before] = await server.app.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(before!.skills).toEqual([]);
    const started = await chat('I weld and I drive a forklift', null, member.headers);
    const added = await server.request(
      'POST',
      `/api/ai/chat/${started.body.session_id}/add-skills`,
      undefined,
      member.headers,
    );
    expect(added.status, added.text).toBe(200);
    const [after] = await server.app.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(after!.skills.length).toBeGreaterThan(0);
    // The skills field of the trust score is now filled: the stored score rose.
    expect(after!.trustScore).toBeGreaterThan(before!.trustScore);
  });
});
