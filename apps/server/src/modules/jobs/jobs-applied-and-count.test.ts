import { randomBytes } from 'node:crypto';
import {
  JOB_COUNT_CAP,
  JOB_TOTAL_CAPPED_HEADER,
  JOB_TOTAL_HEADER,
  type JobListingDto,
} from '@hirehand/shared/jobs/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  buildPosting,
  buildSignedInUser,
  buildUser,
  decide,
  type Headers,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { type NewPostingRow, postings } from '../../db/schema/postings';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A word of this test's own: searching for it finds only the test's postings. */
const newTag = () => `zq${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function board(params: Record<string, string | number>, headers: Headers = {}) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await server.request('GET', `/api/jobs?${query}`, undefined, headers);
  expect(res.status, res.text).toBe(200);
  return {
    jobs: res.body as JobListingDto[],
    total: res.headers.get(JOB_TOTAL_HEADER),
    capped: res.headers.get(JOB_TOTAL_CAPPED_HEADER),
  };
}

const appliedById = (jobs: JobListingDto[]) => Object.fromEntries(jobs.map((job) => [job.id, job.applied]));

describe('GET /api/jobs: applied', () => {
  it('marks the jobs the signed-in caller applied to, and only for that caller', async () => {
    const tag = newTag();
    const appliedTo = await buildPosting(server, { title: `Panel upgrade ${tag}` });
    const other = await buildPosting(server, { title: `Rewire basement ${tag}` });
    const worker = await buildSignedInUser(server, 'Applying Worker');
    const someoneElse = await buildSignedInUser(server, 'Other Worker');
    expect((await apply(server, appliedTo.id, worker.headers)).status).toBe(201);

    const mine = await board({ searchTerm: tag }, worker.headers);
    expect(appliedById(mine.jobs)).toEqual({ [appliedTo.id]: true, [other.id]: false });

    const theirs = await board({ searchTerm: tag }, someoneElse.headers);
    expect(appliedById(theirs.jobs)).toEqual({ [appliedTo.id]: false, [other.id]: false });

    const visitor = await board({ searchTerm: tag });
    expect(appliedById(visitor.jobs)).toEqual({ [appliedTo.id]: false, [other.id]: false });
  });

  it('still says applied after a withdrawal (one application per posting and person)', async () => {
    const tag = newTag();
    const posting = await buildPosting(server, { title: `Panel upgrade ${tag}` });
    const worker = await buildSignedInUser(server);
    const applied = await apply(server, posting.id, worker.headers);
    expect((await decide(server, applied.body.application.id, 'withdraw', worker.headers)).status).toBe(200);

    const { jobs } = await board({ searchTerm: tag }, worker.headers);
    expect(appliedById(jobs)).toEqual({ [posting.id]: true });
    // What the card's "Applied" stands for: applying again is refused.
    expect((await apply(server, posting.id, worker.headers)).status).toBe(400);
  });

  it('answers a stale or forged token as it answers a visitor, not with a 401', async () => {
    const tag = newTag();
    const posting = await buildPosting(server, { title: `Panel upgrade ${tag}` });
    const { jobs } = await board({ searchTerm: tag }, { authorization: 'Bearer not-a-token' });
    expect(appliedById(jobs)).toEqual({ [posting.id]: false });
  });

  it('is not cached: an answer that knows who asked is no-store', async () => {
    const worker = await buildSignedInUser(server);
    const res = await server.request('GET', '/api/jobs', undefined, worker.headers);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/jobs: the number of matching jobs', () => {
  it('sends the total of every page on the first page, with its filters, and not on later pages', async () => {
    const tag = newTag();
    for (let i = 0; i < 5; i += 1) {
      await buildPosting(server, { title: `Panel upgrade ${tag} ${i}`, urgency: i < 2 ? 'urgent' : 'low' });
    }
    await buildPosting(server, { title: `Panel upgrade ${tag} closed`, status: 'closed' });
    await buildPosting(server, { title: `Panel upgrade ${tag} gig`, mode: 'service' });

    const first = await board({ searchTerm: tag, limit: 2 });
    expect(first.jobs).toHaveLength(2);
    expect(first).toMatchObject({ total: '5', capped: 'false' });

    const second = await board({ searchTerm: tag, limit: 2, page: 2 });
    expect(second.jobs).toHaveLength(2);
    expect(second.total).toBeNull();

    expect(await board({ searchTerm: tag, urgency: 'urgent' })).toMatchObject({
      total: '2',
      capped: 'false',
    });
    expect(await board({ searchTerm: `${tag}nothing` })).toMatchObject({ jobs: [], total: '0' });
  });

  it('counts within the radius, and only positioned jobs when sorting by distance', async () => {
    const tag = newTag();
    await buildPosting(server, { title: `Panel upgrade ${tag} Toronto` });
    await buildPosting(server, {
      title: `Panel upgrade ${tag} Ottawa`,
      city: 'Ottawa',
      latitude: 45.4215,
      longitude: -75.6972,
    });
    await buildPosting(server, { title: `Panel upgrade ${tag} nowhere`, latitude: null, longitude: null });

    const near = await board({ searchTerm: tag, location: 'Toronto', radius: '25' });
    expect(near.total).toBe(String(near.jobs.length));
    expect(near.total).toBe('1');
    expect((await board({ searchTerm: tag })).total).toBe('3');
    expect(
      (await board({ searchTerm: tag, location: 'Toronto', radius: 'unlimited', sortBy: 'distance' })).total,
    ).toBe('2');
  });

  it(`stops counting at ${JOB_COUNT_CAP} and says there are more`, async () => {
    const tag = newTag();
    // Older than the crowd below, so the page's walk through the newest postings misses them and
    // the statement finds them through the search index: the count comes from that branch.
    const rare = newTag();
    for (let i = 0; i < 3; i += 1) await buildPosting(server, { title: `Rare trade ${rare} ${i}` });
    const poster = await buildUser(server, { userType: 'employer' });
    await server.app.ctx.db.insert(postings).values(
      Array.from(
        { length: JOB_COUNT_CAP + 5 },
        (): NewPostingRow => ({
          posterId: poster.id,
          mode: 'job',
          title: `Helper wanted ${tag}`,
          description: 'General help around a building site.',
          category: 'handyman',
          gigType: 'project',
          pricingType: 'hourly',
          jobType: 'contract',
          experienceRequired: 'mid',
        }),
      ),
    );
    expect(await board({ searchTerm: tag })).toMatchObject({ total: String(JOB_COUNT_CAP), capped: 'true' });
    for (const sortBy of ['newest', 'salary_high', 'trust_score', 'relevance']) {
      const found = await board({ searchTerm: rare, sortBy, limit: 2 });
      expect(found.jobs).toHaveLength(2);
      expect(found, sortBy).toMatchObject({ total: '3', capped: 'false' });
    }
  });
});
