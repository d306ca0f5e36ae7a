import { randomBytes } from 'node:crypto';
import { APPLICATION_ERRORS } from '@hirehand/shared/applications/application-errors';
import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  buildCompany,
  buildPosting,
  buildSignedInUser,
  buildTeamMember,
  type Headers,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { backgroundJobs } from '../../db/schema/jobs';
import { postings } from '../../db/schema/postings';

/**
 * Issue 22 follow-up (decision 042): a company's team manages the company's postings from the
 * posting itself (`can_manage`), never applies to them, and a renamed company's postings show
 * its new name on the detail and on the board.
 */

const newTag = () => `zq${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

describe('company postings', () => {
  let server: TestServer;
  let company: Awaited<ReturnType<typeof buildCompany>>['company'];
  let owner: Awaited<ReturnType<typeof buildCompany>>['owner'];
  let poster: Awaited<ReturnType<typeof buildTeamMember>>;
  let colleague: Awaited<ReturnType<typeof buildTeamMember>>;
  let viewer: Awaited<ReturnType<typeof buildTeamMember>>;
  let outsider: Awaited<ReturnType<typeof buildSignedInUser>>;

  beforeAll(async () => {
    server = await startTestServer();
    ({ company, owner } = await buildCompany(server, 'Olivia Owner'));
    poster = await buildTeamMember(server, company.id, 'team_member', { user: 'Paul Poster' });
    colleague = await buildTeamMember(server, company.id, 'team_member', {
      user: 'Cora Colleague',
      permissions: ['can_post_jobs'],
    });
    viewer = await buildTeamMember(server, company.id, 'viewer', { user: 'Vic Viewer' });
    outsider = await buildSignedInUser(server, 'Wanda Worker');
  });
  afterAll(() => server.close());

  const companyJob = (overrides: Partial<typeof postings.$inferInsert> = {}) =>
    buildPosting(server, {
      posterId: poster.user.id,
      companyId: company.id,
      company: company.name,
      ...overrides,
    });
  const detail = (id: string, headers?: Headers) =>
    server.request('GET', `/api/gigs/${id}`, undefined, headers);

  describe('GET /api/gigs/{id} for the company team', () => {
    it.each([
      ['the poster', () => poster.headers, { is_owner: true, can_manage: true, can_apply: false }],
      ['the owner', () => owner.headers, { is_owner: false, can_manage: true, can_apply: false }],
      [
        'a colleague with can_post_jobs',
        () => colleague.headers,
        { is_owner: false, can_manage: true, can_apply: false },
      ],
      [
        'a viewer (no can_post_jobs)',
        () => viewer.headers,
        { is_owner: false, can_manage: false, can_apply: false },
      ],
      [
        'someone outside the team',
        () => outsider.headers,
        { is_owner: false, can_manage: false, can_apply: true },
      ],
      ['a visitor', () => undefined, { is_owner: false, can_manage: false, can_apply: true }],
    ])('%s', async (_who, headers, expected) => {
      const posting = await companyJob();
      const res = await detail(posting.id, headers());
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ ...expected, company_id: company.id, my_application: null });
    });

    it('a posting of no company is managed by its poster alone', async () => {
      const own = await buildPosting(server, { posterId: colleague.user.id });
      expect((await detail(own.id, colleague.headers)).body).toMatchObject({
        is_owner: true,
        can_manage: true,
      });
      expect((await detail(own.id, owner.headers)).body).toMatchObject({
        is_owner: false,
        can_manage: false,
        can_apply: true,
      });
    });

    it('refuses an application from any member of the company, with a stable code', async () => {
      const posting = await companyJob();
      for (const member of [owner, colleague, viewer]) {
        const res = await apply(server, posting.id, member.headers);
        expect(res.status, res.text).toBe(400);
        expect(res.body).toEqual(APPLICATION_ERRORS.ownCompanyPosting);
      }
      expect((await apply(server, posting.id, poster.headers)).body).toEqual(APPLICATION_ERRORS.ownPosting);
      const outside = await apply(server, posting.id, outsider.headers);
      expect(outside.status, outside.text).toBe(201);
      const [row] = await server.app.ctx.db.select().from(postings).where(eq(postings.id, posting.id));
      expect(row!.applicationsCount).toBe(1);
    });
  });

  describe('renaming the company', () => {
    const rename = (name: string, headers: Headers = owner.headers) =>
      server.request('PUT', '/api/business/company', { name }, headers);
    const board = async (tag: string) => {
      const res = await server.request('GET', `/api/jobs?searchTerm=${tag}`);
      expect(res.status, res.text).toBe(200);
      return res.body as JobListingDto[];
    };

    it("gives the company's postings its new name on the detail and the board, and no one else's", async () => {
      const tag = newTag();
      const open = await companyJob({ title: `Site supervisor ${tag}` });
      const closed = await companyJob({ title: `Framer ${tag}`, status: 'closed' });
      const other = await buildPosting(server, { title: `Roofer ${tag}`, company: company.name });
      const newName = `Maple Builders ${tag}`;

      const res = await rename(newName);
      expect(res.status, res.text).toBe(200);
      // The postings follow in a durable job enqueued with the rename.
      const queued = await server.app.ctx.db
        .select()
        .from(backgroundJobs)
        .where(eq(backgroundJobs.name, 'gigs.company_renamed'));
      expect(queued.map((job) => job.payload)).toContainEqual({ companyId: company.id });
      await server.app.jobs.runDue();

      expect((await detail(open.id)).body.company).toBe(newName);
      expect((await detail(closed.id, poster.headers)).body.company).toBe(newName);
      expect((await detail(other.id)).body.company).toBe(company.name);
      const listed = await board(tag);
      expect(listed.find((job) => job.id === open.id)?.company).toBe(newName);
      // The search document follows the copy: the new name finds the job.
      expect((await board(`Maple ${tag}`)).map((job) => job.id)).toContain(open.id);
      company = { ...company, name: newName };
    });

    it('ends on the last name when renamed twice before the jobs run, and enqueues nothing when the name stays', async () => {
      const tag = newTag();
      const posting = await companyJob({ title: `Electrician ${tag}` });
      expect((await rename(`First ${tag}`)).status).toBe(200);
      expect((await rename(`Second ${tag}`)).status).toBe(200);
      await server.app.jobs.runDue();
      expect((await detail(posting.id)).body.company).toBe(`Second ${tag}`);

      const before = await server.app.ctx.db
        .select()
        .from(backgroundJobs)
        .where(eq(backgroundJobs.name, 'gigs.company_renamed'));
      const same = await server.request(
        'PUT',
        '/api/business/company',
        { name: `Second ${tag}`, about: 'Framing and finishing since 1998.' },
        owner.headers,
      );
      expect(same.status, same.text).toBe(200);
      const after = await server.app.ctx.db
        .select()
        .from(backgroundJobs)
        .where(eq(backgroundJobs.name, 'gigs.company_renamed'));
      expect(after).toHaveLength(before.length);
      company = { ...company, name: `Second ${tag}` };
    });

    it('leaves the postings as they were when a member without can_manage_team is refused', async () => {
      const posting = await companyJob();
      const res = await rename('Not Allowed Ltd.', colleague.headers);
      expect(res.status).toBe(403);
      await server.app.jobs.runDue();
      expect((await detail(posting.id)).body.company).toBe(company.name);
    });
  });
});
