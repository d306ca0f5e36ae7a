import { JOB_TOTAL_HEADER, type JobListingDto } from '@hirehand/shared/jobs/jobs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildPosting, buildTeamMember } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { companies } from '../../db/schema/companies';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Exactly what a visitor may read of a company (issue 22's public company page). */
const PUBLIC_FIELDS = [
  'about',
  'city',
  'created_at',
  'id',
  'logo_url',
  'name',
  'open_jobs_count',
  'size',
  'website',
].sort();

describe('GET /api/companies/{id}: the public company page', () => {
  it('answers a visitor with the profile, when it joined and its open jobs, and nothing of its people', async () => {
    const { company, owner } = await buildCompany(server, { fullName: 'Harbour Kitchens', city: 'Halifax' });
    const admin = await buildTeamMember(server, company.id, 'admin', {
      user: { fullName: 'Ada Admin', email: 'ada.admin@example.ca' },
    });
    const put = await server.request(
      'PUT',
      '/api/business/company',
      {
        name: 'Harbour Kitchens Ltd.',
        about: 'Custom kitchens on the South Shore.',
        city: 'Halifax',
        website: 'https://harbour.example.ca',
        size: '11-50',
      },
      owner.headers,
    );
    expect(put.status, put.text).toBe(200);

    // Counted: open jobs of the company, whoever of its team posted them. Not counted: a paused,
    // an unpaid, an expired or a closed job, a service, and another company's or nobody's job.
    await buildPosting(server, { posterId: owner.user.id, companyId: company.id });
    await buildPosting(server, { posterId: admin.user.id, companyId: company.id });
    for (const status of ['paused', 'pending_payment', 'expired', 'closed', 'filled'] as const)
      await buildPosting(server, { posterId: owner.user.id, companyId: company.id, status });
    await buildPosting(server, {
      posterId: owner.user.id,
      companyId: company.id,
      mode: 'service',
      company: null,
    });
    await buildPosting(server, { posterId: owner.user.id, companyId: null });
    const other = await buildCompany(server, 'Other Owner');
    await buildPosting(server, { posterId: other.owner.user.id, companyId: other.company.id });

    const res = await server.request('GET', `/api/companies/${company.id}`);
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(PUBLIC_FIELDS);
    expect(res.body).toEqual({
      id: company.id,
      name: 'Harbour Kitchens Ltd.',
      logo_url: null,
      about: 'Custom kitchens on the South Shore.',
      city: 'Halifax',
      website: 'https://harbour.example.ca',
      size: '11-50',
      created_at: company.createdAt.toISOString(),
      open_jobs_count: 2,
    });
    // Nothing of the owner or the team: no ids, names or addresses.
    for (const secret of [owner.user.email, owner.user.id, admin.user.email, admin.user.id, 'Ada Admin'])
      expect(res.text).not.toContain(secret);

    // The count is what the job board lists for the company.
    const board = await server.request('GET', `/api/jobs?company_id=${company.id}`);
    expect(board.status, board.text).toBe(200);
    expect((board.body as JobListingDto[]).length).toBe(2);
    expect(board.headers.get(JOB_TOTAL_HEADER)).toBe('2');
  });

  it('answers a signed-in caller the same (a member sees no more here)', async () => {
    const { company, owner } = await buildCompany(server, 'Birch Carpentry');
    const asVisitor = await server.request('GET', `/api/companies/${company.id}`);
    const asOwner = await server.request('GET', `/api/companies/${company.id}`, undefined, owner.headers);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body).toEqual(asVisitor.body);
    expect(asOwner.body).toMatchObject({ name: 'Birch Carpentry', open_jobs_count: 0 });
  });

  it('shows where the logo is served once there is one', async () => {
    const { company } = await buildCompany(server, 'Logo Works');
    await server.app.ctx.db
      .update(companies)
      .set({ logoKey: `company-logos/${company.id}/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d_png` })
      .where(eq(companies.id, company.id));
    const res = await server.request('GET', `/api/companies/${company.id}`);
    expect(res.body.logo_url).toBe(
      `/api/business/companies/${company.id}/logo/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.png`,
    );
  });

  it.each([
    ['an unknown id', '0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d'],
    ['a malformed id', 'not-a-company'],
    ['a quoted id', "1' or '1'='1"],
  ])('answers %s with 404 business.company_not_found', async (_case, id) => {
    const res = await server.request('GET', `/api/companies/${encodeURIComponent(id)}`);
    expect(res.status, res.text).toBe(404);
    expect(res.body).toEqual({ code: 'business.company_not_found', detail: 'This company was not found.' });
  });

  it('answers an overlong id 404 too (no route takes it), never a 500', async () => {
    const res = await server.request('GET', `/api/companies/${'a'.repeat(101)}`);
    expect(res.status, res.text).toBe(404);
  });
});
