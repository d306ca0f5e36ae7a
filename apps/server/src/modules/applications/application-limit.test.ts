import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, buildMember, buildPosting, buildSignedInUser, postingRow } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { manualClock } from '../../platform/clock';

// Late on June 30th in Vancouver (daylight time, UTC-7): July starts there at 2026-07-01T07:00Z.
const clock = manualClock('2026-06-30T20:00:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

const usedOf = async (headers: Record<string, string>) =>
  (await server.request('GET', '/api/membership/my-subscription', undefined, headers)).body.applications_used;

const applyToNew = async (headers: Record<string, string>) =>
  apply(server, (await buildPosting(server)).id, headers);

describe('the basic plan: 5 applications a month', () => {
  it('allows the 5th, refuses the 6th with the limit and the upgrade named, and starts over on the 1st in Vancouver', async () => {
    clock.set('2026-06-30T20:00:00.000Z');
    const worker = await buildSignedInUser(server);
    for (let i = 1; i <= 5; i += 1) expect((await applyToNew(worker.headers)).status).toBe(201);

    const posting = await buildPosting(server);
    const refused = await apply(server, posting.id, worker.headers);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(MEMBERSHIP_ERRORS.applicationLimit(5));
    expect(refused.body.detail).toMatch(/5 job applications.*Upgrade to Professional/);
    // Refused before anything was written.
    expect((await postingRow(server, posting.id)).applicationsCount).toBe(0);
    expect(await usedOf(worker.headers)).toBe(5);

    // Midnight UTC has passed, but it is still June 30th in Vancouver.
    clock.set('2026-07-01T06:59:00.000Z');
    expect((await apply(server, posting.id, worker.headers)).status).toBe(403);

    clock.set('2026-07-01T07:00:00.000Z');
    expect((await apply(server, posting.id, worker.headers)).status).toBe(201);
    expect(await usedOf(worker.headers)).toBe(1);
  });

  it('does not count a duplicate application, even when both arrive at once', async () => {
    clock.set('2026-06-20T20:00:00.000Z');
    const worker = await buildSignedInUser(server);
    const posting = await buildPosting(server);
    const answers = await Promise.all([
      apply(server, posting.id, worker.headers),
      apply(server, posting.id, worker.headers),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect((await apply(server, posting.id, worker.headers)).status).toBe(400);
    expect(await usedOf(worker.headers)).toBe(1);
  });

  it('does not count an application to a posting that is not open', async () => {
    clock.set('2026-06-20T20:00:00.000Z');
    const worker = await buildSignedInUser(server);
    const closed = await buildPosting(server, { status: 'closed' });
    expect((await apply(server, closed.id, worker.headers)).status).toBe(400);
    expect(await usedOf(worker.headers)).toBe(0);
  });

  it('lets exactly 5 through when 8 applications race', async () => {
    clock.set('2026-06-20T20:00:00.000Z');
    const worker = await buildSignedInUser(server);
    const postings = await Promise.all(Array.from({ length: 8 }, () => buildPosting(server)));
    const answers = await Promise.all(postings.map((posting) => apply(server, posting.id, worker.headers)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(3);
    expect(await usedOf(worker.headers)).toBe(5);
  });

  it('counts each person apart', async () => {
    clock.set('2026-06-20T20:00:00.000Z');
    const first = await buildSignedInUser(server);
    const second = await buildSignedInUser(server);
    for (let i = 0; i < 5; i += 1) await applyToNew(first.headers);
    expect((await applyToNew(first.headers)).status).toBe(403);
    expect((await applyToNew(second.headers)).status).toBe(201);
  });
});

describe('paid plans', () => {
  it('lets a Professional member apply past 5 in a month (and still counts)', async () => {
    clock.set('2026-06-20T20:00:00.000Z');
    const member = await buildMember(server, 'professional');
    for (let i = 1; i <= 7; i += 1) expect((await applyToNew(member.headers)).status).toBe(201);
    expect(await usedOf(member.headers)).toBe(7);
  });
});
