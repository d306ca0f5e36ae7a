import { JOB_TOTAL_HEADER, type JobListingDto } from '@hirehand/shared/jobs/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCompany,
  buildPosting,
  buildSignedInUser,
  buildTeamMember,
  buildUser,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { type NewPostingRow, postings } from '../../db/schema/postings';
import { WALK_LIMIT } from './job-search.sql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function search(params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await server.request('GET', `/api/jobs?${query}`);
  expect(res.status, res.text).toBe(200);
  return { jobs: res.body as JobListingDto[], total: res.headers.get(JOB_TOTAL_HEADER) };
}

const idsOf = (jobs: JobListingDto[]) => jobs.map((job) => job.id);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/jobs?company_id= (a company page lists its open jobs)', () => {
  it("lists only that company's open jobs, newest first, with the count", async () => {
    const { company, owner } = await buildCompany(server, 'Spruce Electric');
    const older = await buildPosting(server, {
      posterId: owner.user.id,
      companyId: company.id,
      createdAt: minutesAgo(30),
    });
    const newer = await buildPosting(server, {
      posterId: owner.user.id,
      companyId: company.id,
      createdAt: minutesAgo(10),
    });
    // Not listed: its paused, unpaid, closed or expired jobs, its services, others' jobs, its owner's own.
    for (const status of ['paused', 'pending_payment', 'closed', 'expired'] as const)
      await buildPosting(server, { posterId: owner.user.id, companyId: company.id, status });
    await buildPosting(server, { posterId: owner.user.id, companyId: company.id, mode: 'service' });
    await buildPosting(server, { posterId: owner.user.id, companyId: null });
    const other = await buildCompany(server, 'Other Co');
    await buildPosting(server, { posterId: other.owner.user.id, companyId: other.company.id });

    const { jobs, total } = await search({ company_id: company.id });
    expect(idsOf(jobs)).toEqual([newer.id, older.id]);
    expect(total).toBe('2');
    expect(jobs.every((job) => job.company_id === company.id)).toBe(true);
  });

  it('combines with the other filters and sorts', async () => {
    const { company, owner } = await buildCompany(server, 'Fir Plumbing');
    const cheap = await buildPosting(server, {
      posterId: owner.user.id,
      companyId: company.id,
      salaryMin: 20,
      salaryMax: 25,
      urgency: 'urgent',
    });
    const dear = await buildPosting(server, {
      posterId: owner.user.id,
      companyId: company.id,
      salaryMin: 50,
      salaryMax: 70,
      urgency: 'low',
    });
    expect(idsOf((await search({ company_id: company.id, sortBy: 'salary_high' })).jobs)).toEqual([
      dear.id,
      cheap.id,
    ]);
    expect(idsOf((await search({ company_id: company.id, urgency: 'urgent' })).jobs)).toEqual([cheap.id]);
    expect(idsOf((await search({ company_id: company.id, minSalary: 40 })).jobs)).toEqual([dear.id]);
    // Nearest first around a point, and a text search ranked by relevance, stay within the company.
    const near = await search({
      company_id: company.id,
      latitude: 43.6532,
      longitude: -79.3832,
      sortBy: 'distance',
    });
    expect(new Set(idsOf(near.jobs))).toEqual(new Set([cheap.id, dear.id]));
    const words = await search({ company_id: company.id, searchTerm: 'electrician', sortBy: 'relevance' });
    expect(new Set(idsOf(words.jobs))).toEqual(new Set([cheap.id, dear.id]));
  });

  it("finds a company's old job behind thousands of newer ones, and pages through its jobs", async () => {
    const { company, owner } = await buildCompany(server, 'Cedar Roofing');
    const old = await buildPosting(server, {
      posterId: owner.user.id,
      companyId: company.id,
      createdAt: minutesAgo(60 * 24 * 30),
    });
    // More newer open jobs than the board reads in order before it looks for rare matches another way.
    const poster = await buildUser(server, { userType: 'employer' });
    await server.app.ctx.db.insert(postings).values(
      Array.from(
        { length: WALK_LIMIT.min + 100 },
        (_, i): NewPostingRow => ({
          posterId: poster.id,
          mode: 'job',
          title: 'Helper wanted',
          description: 'General help around a building site.',
          category: 'handyman',
          gigType: 'project',
          pricingType: 'hourly',
          jobType: 'contract',
          experienceRequired: 'mid',
          createdAt: minutesAgo(i),
        }),
      ),
    );
    const recent = await buildPosting(server, { posterId: owner.user.id, companyId: company.id });
    const first = await search({ company_id: company.id, limit: 1 });
    expect(idsOf(first.jobs)).toEqual([recent.id]);
    expect(first.total).toBe('2');
    const second = await search({ company_id: company.id, limit: 1, page: 2 });
    expect(idsOf(second.jobs)).toEqual([old.id]);
  });

  it('answers an unknown company with no jobs and a count of 0', async () => {
    const { jobs, total } = await search({ company_id: '0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d' });
    expect(jobs).toEqual([]);
    expect(total).toBe('0');
  });

  it.each(['not-a-uuid', "1' or '1'='1", '0b6f3c1e2d4a4f5b9c8d7e6f5a4b3c2dzz'])(
    'answers a malformed company_id (%s) with 422 naming it, not a 500',
    async (value) => {
      const res = await server.request('GET', `/api/jobs?company_id=${encodeURIComponent(value)}`);
      expect(res.status, res.text).toBe(422);
      expect(res.body.code).toBe('validation');
      expect(res.body.detail[0].loc).toEqual(['query', 'company_id']);
    },
  );

  it('is not a filter a job alert keeps (the board saves its own filters only)', async () => {
    const { owner, company } = await buildCompany(server, 'Alert Co');
    const res = await server.request(
      'POST',
      '/api/job-alerts',
      { filters: { company_id: company.id } },
      owner.headers,
    );
    expect(res.status, res.text).toBe(422);
    expect(res.body.detail[0].msg).toContain('company_id');
  });
});

describe("posted_by_colleague: a colleague's posting for the caller's company (they cannot apply)", () => {
  it('is true for the other members, false for its poster, others and visitors, on the board and saved jobs', async () => {
    const { company, owner } = await buildCompany(server, 'Cedar Roofing');
    const poster = await buildTeamMember(server, company.id, 'team_member');
    const job = await buildPosting(server, { posterId: poster.user.id, companyId: company.id });
    const ownJob = await buildPosting(server, { posterId: owner.user.id, companyId: null });
    const viewer = await buildTeamMember(server, company.id, 'viewer');
    const outsider = await buildSignedInUser(server, { userType: 'worker' });

    const colleagueFlags = async (headers: Record<string, string> = {}) => {
      const res = await server.request('GET', `/api/jobs?company_id=${company.id}`, undefined, headers);
      expect(res.status, res.text).toBe(200);
      return (res.body as JobListingDto[]).map((listed) => [listed.id, listed.posted_by_colleague]);
    };
    expect(await colleagueFlags(owner.headers)).toEqual([[job.id, true]]);
    expect(await colleagueFlags(viewer.headers)).toEqual([[job.id, true]]);
    // Its poster sees their own posting by employer_id, as on any other.
    expect(await colleagueFlags(poster.headers)).toEqual([[job.id, false]]);
    expect(await colleagueFlags(outsider.headers)).toEqual([[job.id, false]]);
    expect(await colleagueFlags()).toEqual([[job.id, false]]);

    // A posting of the owner's own (no company) is not the company's.
    const res = await server.request('GET', '/api/jobs?limit=50', undefined, viewer.headers);
    const listed = (res.body as JobListingDto[]).find((item) => item.id === ownJob.id);
    expect(listed?.posted_by_colleague).toBe(false);

    // Saved jobs carry it too (applying is refused: company-postings.test.ts).
    expect((await server.request('PUT', `/api/jobs/${job.id}/saved`, undefined, viewer.headers)).status).toBe(
      204,
    );
    const saved = await server.request('GET', '/api/jobs/saved', undefined, viewer.headers);
    expect(saved.body.jobs.map((item: JobListingDto) => [item.id, item.posted_by_colleague])).toEqual([
      [job.id, true],
    ]);
  });
});
