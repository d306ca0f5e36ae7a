import { randomUUID } from 'node:crypto';
import { APPLICATION_ERRORS } from '@hirehand/shared/applications/application-errors';
import {
  ROLE_PERMISSIONS,
  TEAM_PERMISSIONS,
  type TeamPermission,
  type TeamRole,
} from '@hirehand/shared/business/team-roles';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApplication,
  buildCompany,
  buildPosting,
  buildSignedInUser,
  buildTeamMember,
  type Headers,
  postingRow,
} from '../../../test/factories';
import { startTestServer, type TestResponse, type TestServer } from '../../../test/start-test-server';
import { auditEvents } from '../../db/schema/audit';

/**
 * Issue 22 / decision 042: everything done for a company is checked against one role table
 * (spec 2 §6). One table of who × what: each role, custom permission sets and a non-member,
 * against every action on a company's postings, applications and billing.
 */

const DAY = 86_400_000;
const ownOrigin = (server: TestServer) => new URL(server.env.PUBLIC_URL).origin;
const jobBody = (title: string) => ({
  mode: 'job',
  title,
  description: 'Install kitchen cabinets and a countertop in a new build, tools supplied.',
  hourly_rate: 40,
});

/** A sandbox checkout paid as a browser would: read the page, then press Pay. */
async function payOnSandbox(server: TestServer, checkoutUrl: string) {
  const path = new URL(checkoutUrl).pathname;
  await fetch(`${server.url}${path}`);
  const paid = await fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay' }).toString(),
  });
  return new URL(paid.headers.get('location')!).searchParams.get('session_id')!;
}

interface Who {
  label: string;
  /** null: not on the company's team. */
  role: TeamRole | null;
  /** A custom set instead of the role's own. */
  permissions?: TeamPermission[];
}

const WHO: Who[] = [
  { label: 'owner', role: 'owner' },
  { label: 'admin', role: 'admin' },
  { label: 'team_member', role: 'team_member' },
  { label: 'viewer', role: 'viewer' },
  {
    label: 'custom: billing only',
    role: 'team_member',
    permissions: ['can_view_billing', 'can_manage_billing'],
  },
  {
    label: 'custom: applications and billing view',
    role: 'viewer',
    permissions: ['can_manage_applications', 'can_view_billing'],
  },
  { label: 'custom: post jobs only', role: 'team_member', permissions: ['can_post_jobs'] },
  { label: 'non-member', role: null },
];

const permissionsOf = (who: Who): readonly TeamPermission[] => {
  if (who.role === null) return [];
  if (who.role === 'owner') return TEAM_PERMISSIONS;
  return who.permissions ?? ROLE_PERMISSIONS[who.role];
};

/** What one row's actions work on: a fresh open job with one application, and a job awaiting payment. */
interface Fixture {
  headers: Headers;
  companyId: string;
  postingId: string;
  applicationId: string;
  unpaidId: string;
  tag: string;
}

interface Action {
  name: string;
  /** The permission it needs; null: any member of the team. */
  permission: TeamPermission | null;
  ok: number;
  /** The answer to someone not on the team. */
  outsider: string;
  run(server: TestServer, f: Fixture): Promise<TestResponse>;
}

const ACTIONS: Action[] = [
  {
    name: 'create a company posting',
    permission: 'can_post_jobs',
    ok: 201,
    outsider: '403 business.not_a_member',
    run: (s, f) =>
      s.request(
        'POST',
        '/api/gigs/create',
        { ...jobBody(`Cabinets ${f.tag}`), company_id: f.companyId },
        f.headers,
      ),
  },
  {
    name: 'edit it',
    permission: 'can_post_jobs',
    ok: 200,
    outsider: `403 ${GIG_ERRORS.notYourPosting.code}`,
    run: (s, f) =>
      s.request('PATCH', `/api/gigs/${f.postingId}`, { title: `Cabinet installer ${f.tag}` }, f.headers),
  },
  {
    name: 'list its applications',
    permission: 'can_manage_applications',
    ok: 200,
    outsider: `403 ${APPLICATION_ERRORS.onlyPoster.code}`,
    run: (s, f) => s.request('GET', `/api/gigs/${f.postingId}/applications`, undefined, f.headers),
  },
  {
    name: 'read an application',
    permission: 'can_manage_applications',
    ok: 200,
    outsider: `404 ${APPLICATION_ERRORS.notFound.code}`,
    run: (s, f) => s.request('GET', `/api/applications/${f.applicationId}`, undefined, f.headers),
  },
  {
    name: "list the company's received applications",
    permission: 'can_manage_applications',
    ok: 200,
    outsider: '403 business.not_a_member',
    run: (s, f) =>
      s.request('GET', `/api/applications/received?company_id=${f.companyId}`, undefined, f.headers),
  },
  {
    name: 'accept an application',
    permission: 'can_manage_applications',
    ok: 200,
    outsider: `404 ${APPLICATION_ERRORS.notFound.code}`,
    run: (s, f) => s.request('POST', `/api/applications/${f.applicationId}/accept`, undefined, f.headers),
  },
  {
    name: 'change its status',
    permission: 'can_post_jobs',
    ok: 200,
    outsider: `403 ${GIG_ERRORS.notYourPosting.code}`,
    run: (s, f) => s.request('POST', `/api/gigs/${f.postingId}/status`, { status: 'paused' }, f.headers),
  },
  {
    name: "pay a company job's checkout",
    permission: 'can_manage_billing',
    ok: 200,
    outsider: `400 ${MEMBERSHIP_ERRORS.postingNotPayable.code}`,
    run: (s, f) =>
      s.request(
        'POST',
        '/api/payments/checkout/session',
        { posting_id: f.unpaidId, origin_url: `${ownOrigin(s)}/dashboard` },
        f.headers,
      ),
  },
  {
    name: "view the company's billing",
    permission: 'can_view_billing',
    ok: 200,
    outsider: '403 business.not_a_member',
    run: (s, f) => s.request('GET', `/api/business/billing?company_id=${f.companyId}`, undefined, f.headers),
  },
  {
    name: "list the company's postings (dashboard)",
    permission: null,
    ok: 200,
    outsider: '403 business.not_a_member',
    run: (s, f) => s.request('GET', `/api/gigs/mine?company_id=${f.companyId}`, undefined, f.headers),
  },
  {
    name: "read the company's analytics",
    permission: 'can_view_analytics',
    ok: 200,
    outsider: '403 business.not_a_member',
    run: (s, f) =>
      s.request(
        'GET',
        `/api/business/analytics/dashboard?timeframe=30d&company_id=${f.companyId}`,
        undefined,
        f.headers,
      ),
  },
  {
    name: 'manage the team (invite)',
    permission: 'can_manage_team',
    ok: 201,
    outsider: '403 business.not_a_member',
    run: (s, f) =>
      s.request(
        'POST',
        '/api/business/team/invite',
        { email: `invitee-${f.tag}@example.com`, role: 'viewer', company_id: f.companyId },
        f.headers,
      ),
  },
];

const answerOf = (res: TestResponse) => `${res.status}${res.status >= 400 ? ` ${res.body?.code}` : ''}`;

describe('team permissions on postings, applications and billing (decision 042)', () => {
  let server: TestServer;
  let company: Awaited<ReturnType<typeof buildCompany>>['company'];
  let owner: Awaited<ReturnType<typeof buildCompany>>['owner'];

  beforeAll(async () => {
    server = await startTestServer({ JOB_POST_PRICE_CENTS: '200' });
    ({ company, owner } = await buildCompany(server, 'Maple Cabinets Inc.'));
  });
  afterAll(() => server.close());

  /** A company job, open with two openings, by the owner. */
  const companyJob = (overrides: Parameters<typeof buildPosting>[1] = {}) =>
    buildPosting(server, {
      posterId: owner.user.id,
      companyId: company.id,
      company: company.name,
      openings: 2,
      ...overrides,
    });

  async function signedInAs(who: Who) {
    if (who.role === 'owner') return owner.headers;
    if (who.role === null) return (await buildSignedInUser(server, { fullName: 'Nora Outsider' })).headers;
    const member = await buildTeamMember(server, company.id, who.role, {
      user: `Member ${who.label}`,
      permissions: who.permissions,
    });
    return member.headers;
  }

  it.each(WHO)('$label: each action answers as the role table says', async (who) => {
    const headers = await signedInAs(who);
    const posting = await companyJob();
    const applicant = await buildSignedInUser(server, 'Ava Applicant');
    const fixture: Fixture = {
      headers,
      companyId: company.id,
      postingId: posting.id,
      applicationId: await buildApplication(server, { postingId: posting.id, applicant }),
      unpaidId: (await companyJob({ status: 'pending_payment' })).id,
      tag: randomUUID().slice(0, 8),
    };
    const held = permissionsOf(who);
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const action of ACTIONS) {
      const allowed = who.role !== null && (action.permission === null || held.includes(action.permission));
      expected[action.name] = allowed
        ? String(action.ok)
        : who.role === null
          ? action.outsider
          : '403 business.permission_denied';
      actual[action.name] = answerOf(await action.run(server, fixture));
    }
    expect(actual).toEqual(expected);
  });

  it('names what the missing permission allows in the 403', async () => {
    const viewer = await buildTeamMember(server, company.id, 'viewer');
    const res = await server.request(
      'POST',
      '/api/gigs/create',
      { ...jobBody('Cabinets for a viewer'), company_id: company.id },
      viewer.headers,
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'business.permission_denied',
      detail: expect.stringContaining('post or edit jobs for this company'),
    });
  });

  it("a member's company job waits for an owner or billing manager: no checkout, and the poster cannot pay it", async () => {
    const member = await buildTeamMember(server, company.id, 'team_member', { user: 'Tess Member' });
    const published = await server.request(
      'POST',
      '/api/gigs/create',
      {
        ...jobBody('Cabinet fitter awaiting billing'),
        company_id: company.id,
        origin_url: `${ownOrigin(server)}/dashboard`,
      },
      member.headers,
    );
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({
      status: 'pending_payment',
      checkout_url: null,
      awaiting_billing: true,
    });
    expect(await postingRow(server, published.body.id)).toMatchObject({
      companyId: company.id,
      company: 'Maple Cabinets Inc.',
      posterId: member.user.id,
    });
    const checkout = (headers: Headers) =>
      server.request(
        'POST',
        '/api/payments/checkout/session',
        { posting_id: published.body.id, origin_url: `${ownOrigin(server)}/dashboard` },
        headers,
      );
    const refused = await checkout(member.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('business.permission_denied');
    expect((await checkout(owner.headers)).status).toBe(200);

    // The owner publishing pays at once.
    const own = await server.request(
      'POST',
      '/api/gigs/create',
      { ...jobBody('Cabinet fitter paid by the owner'), origin_url: `${ownOrigin(server)}/dashboard` },
      owner.headers,
    );
    expect(own.body).toMatchObject({ status: 'pending_payment', awaiting_billing: false });
    expect(own.body.checkout_url).toEqual(expect.stringContaining(ownOrigin(server)));
  });

  it("the company's billing lists what was paid for its posts; the team pays, the poster's own billing is theirs", async () => {
    const unpaid = await companyJob({ status: 'pending_payment', title: 'Cabinet job to pay' });
    const opened = await server.request(
      'POST',
      '/api/payments/checkout/session',
      { posting_id: unpaid.id, origin_url: `${ownOrigin(server)}/dashboard` },
      owner.headers,
    );
    const sessionId = await payOnSandbox(server, opened.body.checkout_url);
    const status = await server.request(
      'GET',
      `/api/payments/checkout/status/${sessionId}`,
      undefined,
      owner.headers,
    );
    expect(status.body).toMatchObject({ payment_status: 'paid', posting_id: unpaid.id });

    const bookkeeper = await buildTeamMember(server, company.id, 'viewer', {
      user: 'Bea Bookkeeper',
      permissions: ['can_view_billing'],
    });
    const billing = await server.request(
      'GET',
      `/api/business/billing?company_id=${company.id}`,
      undefined,
      bookkeeper.headers,
    );
    expect(billing.status).toBe(200);
    expect(billing.body.items).toContainEqual({
      id: expect.any(String),
      kind: 'post_paid',
      occurred_at: expect.any(String),
      tier: null,
      posting_id: unpaid.id,
      amount: { amount_cents: 200, currency: 'CAD' },
      refundable_charge_id: null,
    });
  });

  it('refuses across companies: a member of one company has no say over another', async () => {
    const other = await buildCompany(server, {
      fullName: 'Birch Builders',
      email: `birch-${randomUUID()}@example.com`,
    });
    const otherAdmin = await buildTeamMember(server, other.company.id, 'admin', { user: 'Adam Birch' });
    const posting = await companyJob();
    const applicant = await buildSignedInUser(server, 'Cal Applicant');
    const applicationId = await buildApplication(server, { postingId: posting.id, applicant });
    const as = otherAdmin.headers;

    const answers = {
      create: answerOf(
        await server.request(
          'POST',
          '/api/gigs/create',
          { ...jobBody('Cross post'), company_id: company.id },
          as,
        ),
      ),
      edit: answerOf(
        await server.request('PATCH', `/api/gigs/${posting.id}`, { title: 'Taken over by Birch' }, as),
      ),
      status: answerOf(
        await server.request('POST', `/api/gigs/${posting.id}/status`, { status: 'closed' }, as),
      ),
      applications: answerOf(
        await server.request('GET', `/api/gigs/${posting.id}/applications`, undefined, as),
      ),
      accept: answerOf(
        await server.request('POST', `/api/applications/${applicationId}/accept`, undefined, as),
      ),
      received: answerOf(
        await server.request('GET', `/api/applications/received?company_id=${company.id}`, undefined, as),
      ),
      billing: answerOf(
        await server.request('GET', `/api/business/billing?company_id=${company.id}`, undefined, as),
      ),
      dashboard: answerOf(
        await server.request('GET', `/api/gigs/mine?company_id=${company.id}`, undefined, as),
      ),
    };
    expect(answers).toEqual({
      create: '403 business.not_a_member',
      edit: `403 ${GIG_ERRORS.notYourPosting.code}`,
      status: `403 ${GIG_ERRORS.notYourPosting.code}`,
      applications: `403 ${APPLICATION_ERRORS.onlyPoster.code}`,
      accept: `404 ${APPLICATION_ERRORS.notFound.code}`,
      received: '403 business.not_a_member',
      billing: '403 business.not_a_member',
      dashboard: '403 business.not_a_member',
    });
    // Their own company's view of the dashboard does not list it either.
    const theirs = await server.request(
      'GET',
      `/api/gigs/mine?company_id=${other.company.id}`,
      undefined,
      as,
    );
    expect(theirs.body.postings.map((p: { id: string }) => p.id)).not.toContain(posting.id);
  });

  it("a worker belongs to no company: naming one is refused, and their postings are nobody's", async () => {
    const worker = await buildSignedInUser(server, { fullName: 'Wes Worker', userType: 'worker' });
    const named = await server.request(
      'POST',
      '/api/gigs/create',
      { ...jobBody('Worker posting for a company'), company_id: company.id },
      worker.headers,
    );
    expect(named.status).toBe(403);
    expect(named.body.code).toBe('business.not_a_member');
    const unknown = await server.request(
      'POST',
      '/api/gigs/create',
      { ...jobBody('Worker posting for nobody'), company_id: randomUUID() },
      worker.headers,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('business.company_not_found');
    const plain = await server.request(
      'POST',
      '/api/gigs/create',
      jobBody('Worker own posting'),
      worker.headers,
    );
    expect(plain.status).toBe(201);
    expect((await postingRow(server, plain.body.id)).companyId).toBeNull();
    expect(plain.body.awaiting_billing).toBe(false);
  });

  it("an owner's postings are their company's, under its name", async () => {
    const { company: own, owner: employer } = await buildCompany(server, {
      fullName: 'Cedar Renovations',
      email: `cedar-${randomUUID()}@example.com`,
    });
    const res = await server.request(
      'POST',
      '/api/gigs/create',
      jobBody('Deck builder for Cedar'),
      employer.headers,
    );
    expect(res.status).toBe(201);
    expect(await postingRow(server, res.body.id)).toMatchObject({
      companyId: own.id,
      company: 'Cedar Renovations',
    });
    const mine = await server.request('GET', '/api/gigs/mine', undefined, employer.headers);
    expect(mine.body.postings[0]).toMatchObject({ id: res.body.id, company_id: own.id });
  });

  it("audits what the team does for the company, and names the hire on the job's card", async () => {
    const member = await buildTeamMember(server, company.id, 'team_member', { user: 'Tom Teammate' });
    const created = await server.request(
      'POST',
      '/api/gigs/create',
      { ...jobBody('Audited cabinet job'), company_id: company.id },
      member.headers,
    );
    expect(created.status).toBe(201);
    const posting = await companyJob({
      title: 'Cabinet hire on the board',
      visibleUntil: new Date(Date.now() + DAY),
    });
    expect(
      (
        await server.request(
          'PATCH',
          `/api/gigs/${posting.id}`,
          { title: 'Cabinet hire on the board now' },
          member.headers,
        )
      ).status,
    ).toBe(200);
    const applicant = await buildSignedInUser(server, 'Priya Patel');
    const applicationId = await buildApplication(server, { postingId: posting.id, applicant });
    expect(
      (await server.request('POST', `/api/applications/${applicationId}/accept`, undefined, member.headers))
        .status,
    ).toBe(200);

    const rows = await server.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subjectType, 'company'),
          eq(auditEvents.subjectId, company.id),
          eq(auditEvents.actorId, member.user.id),
        ),
      );
    expect(rows.map((row) => ({ action: row.action, data: row.data }))).toEqual(
      expect.arrayContaining([
        {
          action: 'team.posting_created',
          data: expect.objectContaining({ subject: 'Audited cabinet job', posting_id: created.body.id }),
        },
        {
          action: 'team.posting_updated',
          data: expect.objectContaining({
            subject: 'Cabinet hire on the board now',
            posting_id: posting.id,
            fields: 'title',
          }),
        },
        {
          action: 'team.application_answered',
          data: expect.objectContaining({
            subject: 'Priya Patel',
            posting_title: 'Cabinet hire on the board now',
            decision: 'accepted',
          }),
        },
      ]),
    );
    // The owner reads them as the team's activity.
    const activity = await server.request(
      'GET',
      `/api/business/team/activity?company_id=${company.id}&limit=50`,
      undefined,
      owner.headers,
    );
    expect(activity.status).toBe(200);
    const actions = (activity.body.events as { action: string; actor_name: string | null }[])
      .filter((event) => event.actor_name === 'Tom Teammate')
      .map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining(['team.posting_created', 'team.posting_updated', 'team.application_answered']),
    );

    // The hire: in full for the team, first name and last initial on public reads.
    const mine = await server.request(
      'GET',
      `/api/gigs/mine?company_id=${company.id}`,
      undefined,
      member.headers,
    );
    expect(mine.body.postings.find((p: { id: string }) => p.id === posting.id)).toMatchObject({
      company_id: company.id,
      worker_id: applicant.user.id,
      worker_name: 'Priya Patel',
    });
    const detail = await server.request('GET', `/api/gigs/${posting.id}`);
    expect(detail.body).toMatchObject({
      company_id: company.id,
      worker_id: applicant.user.id,
      worker_name: 'Priya P.',
    });
    const board = await server.request(
      'GET',
      `/api/jobs?searchTerm=${encodeURIComponent('Cabinet hire on the board now')}`,
    );
    expect(board.body.find((job: { id: string }) => job.id === posting.id)).toMatchObject({
      company: 'Maple Cabinets Inc.',
      company_id: company.id,
      worker_id: applicant.user.id,
      worker_name: 'Priya P.',
    });
  });
});
