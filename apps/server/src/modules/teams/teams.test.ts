import { randomUUID } from 'node:crypto';
import { TEAM_INVITATION } from '@hirehand/shared/business/team-roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCompany,
  buildPosting,
  buildSignedInUser,
  buildTeamMember,
  type Headers,
  postingRow,
} from '../../../test/factories';
import { lastOutboxMail, outboxCount, settleMail } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { teamInvitations } from '../../db/schema/companies';
import { manualClock } from '../../platform/clock';

const DAY = 24 * 60 * 60_000;
const clock = manualClock('2026-11-27T15:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

const newAddress = () => `invitee-${randomUUID()}@example.ca`;

function invite(headers: Headers, body: Record<string, unknown>) {
  return server.request('POST', '/api/business/team/invite', body, headers);
}

/** The accept link's token in the newest e-mail of the category to the address. */
async function mailedToken(to: string, category = 'team_invitation') {
  const mail = await lastOutboxMail(server, to, category);
  expect(mail, `no ${category} e-mail to ${to}`).toBeTruthy();
  const match = /\/team\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody);
  expect(match, mail!.textBody).toBeTruthy();
  return match![1]!;
}

async function invitationRows(companyId: string, email: string) {
  return server.app.ctx.db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.companyId, companyId), eq(teamInvitations.email, email)));
}

describe('invite, look up, accept', () => {
  it('e-mails a link that the invited account uses to join with the role and permissions', async () => {
    const { company, owner } = await buildCompany(server);
    const email = newAddress();
    const res = await invite(owner.headers, { email: email.toUpperCase(), role: 'viewer' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ email, role: 'viewer', status: 'pending', invited_by: 'Olivia Owner' });
    expect(res.body.permissions).toEqual(['can_view_analytics']);
    expect(Date.parse(res.body.expires_at) - clock.now().getTime()).toBe(TEAM_INVITATION.validDays * DAY);

    const [row] = await invitationRows(company.id, email);
    const token = await mailedToken(email);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);

    const preview = await server.request('POST', '/api/business/team/invitations/lookup', { token });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({
      company_name: company.name,
      email,
      role: 'viewer',
      invited_by: 'Olivia Owner',
      status: 'pending',
    });

    const team = await server.request('GET', '/api/business/team', undefined, owner.headers);
    expect(team.body.pending_invitations.map((entry: { email: string }) => entry.email)).toEqual([email]);

    const stranger = await buildSignedInUser(server, 'Someone Else');
    const refused = await server.request(
      'POST',
      '/api/business/team/invitations/accept',
      { token },
      stranger.headers,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('business.invitation_other_email');

    const invitee = await buildSignedInUser(server, { fullName: 'Ivy Invitee', email });
    const accepted = await server.request(
      'POST',
      '/api/business/team/invitations/accept',
      { token },
      invitee.headers,
    );
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toEqual({
      company_id: company.id,
      company_name: company.name,
      role: 'viewer',
      permissions: ['can_view_analytics'],
    });

    const again = await server.request(
      'POST',
      '/api/business/team/invitations/accept',
      { token },
      invitee.headers,
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('business.invitation_used');

    const after = await server.request('GET', '/api/business/team', undefined, owner.headers);
    expect(after.body.pending_invitations).toEqual([]);
    expect(after.body.team_members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.user.email, 'owner'],
      [email, 'viewer'],
    ]);
    const ivy = after.body.team_members[1];
    expect(ivy.last_login).not.toBeNull();
    expect(ivy.jobs_managed).toBe(0);

    // The worker who joined sees the team of the company they belong to.
    const theirs = await server.request('GET', '/api/business/team', undefined, invitee.headers);
    expect(theirs.status, theirs.text).toBe(200);
    expect(theirs.body.company.id).toBe(company.id);
    expect(theirs.body.my_role).toBe('viewer');
    const mine = await server.request('GET', '/api/business/companies', undefined, invitee.headers);
    expect(mine.body.companies).toMatchObject([{ id: company.id, role: 'viewer' }]);
  });

  it('answers 404 for a token that was never sent', async () => {
    const res = await server.request('POST', '/api/business/team/invitations/lookup', {
      token: 'x'.repeat(43),
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('business.invitation_not_found');
  });

  it('re-sends a pending invitation: one row, two e-mails, the old link dead', async () => {
    const { company, owner } = await buildCompany(server);
    const email = newAddress();
    expect((await invite(owner.headers, { email })).status).toBe(201);
    const first = await mailedToken(email);
    clock.advance(60_000);
    const resent = await invite(owner.headers, { email, role: 'admin' });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body.role).toBe('admin');
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    expect(await outboxCount(server, email)).toBe(2);
    expect(await invitationRows(company.id, email)).toHaveLength(1);

    const dead = await server.request('POST', '/api/business/team/invitations/lookup', { token: first });
    expect(dead.status).toBe(404);
    const invitee = await buildSignedInUser(server, { email });
    const ok = await server.request(
      'POST',
      '/api/business/team/invitations/accept',
      { token: second },
      invitee.headers,
    );
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.role).toBe('admin');
  });

  it('refuses the owner role, a member, and the inviter themself', async () => {
    const { company, owner } = await buildCompany(server);
    const member = await buildTeamMember(server, company.id, 'team_member');
    const ownerRole = await invite(owner.headers, { email: newAddress(), role: 'owner' });
    expect(ownerRole.status).toBe(400);
    expect(ownerRole.body.code).toBe('business.owner_not_invitable');
    const existing = await invite(owner.headers, { email: member.user.email.toUpperCase() });
    expect(existing.status).toBe(400);
    expect(existing.body.code).toBe('business.already_member');
    const self = await invite(owner.headers, { email: owner.user.email });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('business.invite_self');
    const bad = await invite(owner.headers, { email: 'not-an-address', role: 'boss' });
    expect(bad.status).toBe(422);
  });

  it('lets an admin invite up to admin with permissions they hold, never above', async () => {
    const { company } = await buildCompany(server);
    const admin = await buildTeamMember(server, company.id, 'admin');
    const viewer = await buildTeamMember(server, company.id, 'viewer');
    expect((await invite(admin.headers, { email: newAddress(), role: 'admin' })).status).toBe(201);
    const billing = await invite(admin.headers, {
      email: newAddress(),
      role: 'team_member',
      permissions: ['can_post_jobs', 'can_view_billing'],
    });
    expect(billing.status).toBe(403);
    expect(billing.body.code).toBe('business.permission_above_own');
    const denied = await invite(viewer.headers, { email: newAddress() });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('business.permission_denied');
  });
});

describe('limits', () => {
  it('limits the invitations a person sends in an hour, each being an e-mail', async () => {
    const { owner } = await buildCompany(server);
    for (let i = 0; i < TEAM_INVITATION.perHour; i++) {
      const res = await invite(owner.headers, { email: newAddress() });
      expect(res.status, res.text).toBe(201);
    }
    const over = await invite(owner.headers, { email: newAddress() });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('business.invite_rate_limited');
    expect(over.headers.get('retry-after')).toBeTruthy();
  });
});

describe('expiry and the reminder', () => {
  it('reminds once two days before, then expires the invitation at its end', async () => {
    const { company, owner } = await buildCompany(server);
    const email = newAddress();
    expect((await invite(owner.headers, { email })).status).toBe(201);
    const token = await mailedToken(email);

    clock.advance((TEAM_INVITATION.validDays - TEAM_INVITATION.reminderDaysBeforeExpiry) * DAY + 1000);
    await settleMail(server); // runs the reminder job, which queues the e-mail
    await settleMail(server);
    expect(await mailedToken(email, 'team_invitation_reminder')).toBe(token);
    await settleMail(server);
    expect(await outboxCount(server, email)).toBe(2);

    clock.advance(TEAM_INVITATION.reminderDaysBeforeExpiry * DAY);
    await server.app.jobs.runDue();
    const [row] = await invitationRows(company.id, email);
    expect(row!.status).toBe('expired');
    expect(await outboxCount(server, email)).toBe(2);

    const preview = await server.request('POST', '/api/business/team/invitations/lookup', { token });
    expect(preview.body.status).toBe('expired');
    const invitee = await buildSignedInUser(server, { email });
    const late = await server.request(
      'POST',
      '/api/business/team/invitations/accept',
      { token },
      invitee.headers,
    );
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('business.invitation_expired');
  });

  it("does not expire a re-sent invitation on the first one's date", async () => {
    const { company, owner } = await buildCompany(server);
    const email = newAddress();
    expect((await invite(owner.headers, { email })).status).toBe(201);
    await mailedToken(email);
    clock.advance(3 * DAY);
    expect((await invite(owner.headers, { email })).status).toBe(200);
    const token = await mailedToken(email);
    clock.advance(4 * DAY + 1000);
    await server.app.jobs.runDue();
    const [row] = await invitationRows(company.id, email);
    expect(row!.status).toBe('pending');
    clock.advance(3 * DAY);
    await server.app.jobs.runDue();
    const [later] = await invitationRows(company.id, email);
    expect(later!.status).toBe('expired');
    const preview = await server.request('POST', '/api/business/team/invitations/lookup', { token });
    expect(preview.body.status).toBe('expired');
  });
});

describe('roles and permissions', () => {
  it('follows the role table', async () => {
    const { company, owner } = await buildCompany(server);
    const admin = await buildTeamMember(server, company.id, 'admin');
    const otherAdmin = await buildTeamMember(server, company.id, 'admin');
    const member = await buildTeamMember(server, company.id, 'team_member');
    const change = (headers: Headers, memberId: string, body: Record<string, unknown>) =>
      server.request('PUT', `/api/business/team/${memberId}/permissions`, body, headers);

    const cases: Array<[string, Headers, string, Record<string, unknown>, number, string | null]> = [
      [
        'owner role fixed',
        admin.headers,
        owner.user.id,
        { role: 'viewer' },
        400,
        'business.owner_role_fixed',
      ],
      [
        'owner role fixed for the owner too',
        owner.headers,
        owner.user.id,
        { role: 'admin' },
        400,
        'business.owner_role_fixed',
      ],
      ['no second owner', owner.headers, member.user.id, { role: 'owner' }, 400, 'business.owner_role_fixed'],
      [
        'admin cannot change another admin',
        admin.headers,
        otherAdmin.user.id,
        { role: 'viewer' },
        403,
        'business.cannot_manage_peer',
      ],
      [
        'permission above own',
        admin.headers,
        member.user.id,
        { role: 'team_member', permissions: ['can_manage_billing'] },
        403,
        'business.permission_above_own',
      ],
      [
        'member without can_manage_team',
        member.headers,
        admin.user.id,
        { role: 'viewer' },
        403,
        'business.permission_denied',
      ],
      ['unknown member', owner.headers, randomUUID(), { role: 'viewer' }, 404, 'business.member_not_found'],
      ['admin raises a member to admin', admin.headers, member.user.id, { role: 'admin' }, 200, null],
      [
        'owner lowers an admin',
        owner.headers,
        otherAdmin.user.id,
        { role: 'viewer', permissions: [] },
        200,
        null,
      ],
    ];
    for (const [name, headers, memberId, body, status, code] of cases) {
      const res = await change(headers, memberId, body);
      expect(res.status, `${name}: ${res.text}`).toBe(status);
      if (code) expect(res.body.code, name).toBe(code);
    }
    const raised = await change(owner.headers, member.user.id, { role: 'team_member' });
    expect(raised.body).toMatchObject({
      role: 'team_member',
      permissions: ['can_post_jobs', 'can_manage_applications'],
    });

    // A team member granted can_manage_team still cannot raise anyone above their own role.
    const manager = await buildTeamMember(server, company.id, 'team_member', {
      permissions: ['can_post_jobs', 'can_manage_team'],
    });
    const viewer = await buildTeamMember(server, company.id, 'viewer');
    const above = await change(manager.headers, viewer.user.id, { role: 'admin', permissions: [] });
    expect(above.status).toBe(403);
    expect(above.body.code).toBe('business.role_above_own');
  });
});

describe('cancel, remove, leave', () => {
  it('cancels an invitation: its link stops working', async () => {
    const { owner } = await buildCompany(server);
    const email = newAddress();
    const res = await invite(owner.headers, { email });
    const token = await mailedToken(email);
    const cancelled = await server.request(
      'DELETE',
      `/api/business/team/invitations/${res.body.id}`,
      undefined,
      owner.headers,
    );
    expect(cancelled.status, cancelled.text).toBe(204);
    const invitee = await buildSignedInUser(server, { email });
    const used = await server.request(
      'POST',
      '/api/business/team/invitations/accept',
      { token },
      invitee.headers,
    );
    expect(used.status).toBe(409);
    expect(used.body.code).toBe('business.invitation_used');
    const twice = await server.request(
      'DELETE',
      `/api/business/team/invitations/${res.body.id}`,
      undefined,
      owner.headers,
    );
    expect(twice.status).toBe(409);
    const other = await buildCompany(server);
    const foreign = await server.request(
      'DELETE',
      `/api/business/team/invitations/${res.body.id}`,
      undefined,
      other.owner.headers,
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('business.not_a_member');
  });

  it("cancels with the company_id Team Management sends, and only that company's invitation", async () => {
    const { company, owner } = await buildCompany(server);
    const { company: otherCompany } = await buildCompany(server);
    const res = await invite(owner.headers, { email: newAddress() });
    const path = `/api/business/team/invitations/${res.body.id}`;
    const elsewhere = await server.request(
      'DELETE',
      `${path}?company_id=${otherCompany.id}`,
      undefined,
      owner.headers,
    );
    expect(elsewhere.status, elsewhere.text).toBe(404);
    expect(elsewhere.body.code).toBe('business.invitation_not_found');
    const malformed = await server.request('DELETE', `${path}?company_id=nope`, undefined, owner.headers);
    expect(malformed.status).toBe(422);
    const cancelled = await server.request(
      'DELETE',
      `${path}?company_id=${company.id}`,
      undefined,
      owner.headers,
    );
    expect(cancelled.status, cancelled.text).toBe(204);
    const [row] = await server.app.ctx.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.id, res.body.id));
    expect(row?.status).toBe('cancelled');
  });

  it('removes a member, handing their open postings to the owner', async () => {
    const { company, owner } = await buildCompany(server);
    const member = await buildTeamMember(server, company.id, 'team_member', { user: 'Max Member' });
    const open = await buildPosting(server, { posterId: member.user.id, companyId: company.id });
    const paused = await buildPosting(server, {
      posterId: member.user.id,
      companyId: company.id,
      status: 'paused',
    });
    const closed = await buildPosting(server, {
      posterId: member.user.id,
      companyId: company.id,
      status: 'closed',
    });
    const own = await buildPosting(server, { posterId: member.user.id });

    const team = await server.request('GET', '/api/business/team', undefined, owner.headers);
    const listed = team.body.team_members.find((m: { user_id: string }) => m.user_id === member.user.id);
    expect(listed.jobs_managed).toBe(2);

    const res = await server.request(
      'DELETE',
      `/api/business/team/${member.user.id}`,
      undefined,
      owner.headers,
    );
    expect(res.status, res.text).toBe(204);
    expect((await postingRow(server, open.id)).posterId).toBe(owner.user.id);
    expect((await postingRow(server, paused.id)).posterId).toBe(owner.user.id);
    expect((await postingRow(server, closed.id)).posterId).toBe(member.user.id);
    expect((await postingRow(server, own.id)).posterId).toBe(member.user.id);

    const gone = await server.request(
      'GET',
      `/api/business/team?company_id=${company.id}`,
      undefined,
      member.headers,
    );
    expect(gone.status).toBe(403);
    expect(gone.body.code).toBe('business.not_a_member');

    const activity = await server.request('GET', '/api/business/team/activity', undefined, owner.headers);
    // Both in the removal's transaction, at the same moment.
    const [removed, reassigned] = ['team.member_removed', 'team.postings_reassigned'].map((action) =>
      activity.body.events.find((e: { action: string }) => e.action === action),
    );
    expect(removed).toMatchObject({
      subject: 'Max Member',
      actor_name: 'Olivia Owner',
      data: { role: 'team_member' },
    });
    expect(reassigned).toMatchObject({
      subject: 'Max Member',
      actor_name: 'Olivia Owner',
      data: { count: 2 },
    });
  });

  it('only the owner removes an admin; nobody removes the owner', async () => {
    const { company, owner } = await buildCompany(server);
    const admin = await buildTeamMember(server, company.id, 'admin');
    const peer = await buildTeamMember(server, company.id, 'admin');
    const byAdmin = await server.request(
      'DELETE',
      `/api/business/team/${peer.user.id}`,
      undefined,
      admin.headers,
    );
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.code).toBe('business.cannot_manage_peer');
    const theOwner = await server.request(
      'DELETE',
      `/api/business/team/${owner.user.id}`,
      undefined,
      admin.headers,
    );
    expect(theOwner.status).toBe(400);
    expect(theOwner.body.code).toBe('business.owner_role_fixed');
    const byOwner = await server.request(
      'DELETE',
      `/api/business/team/${peer.user.id}`,
      undefined,
      owner.headers,
    );
    expect(byOwner.status).toBe(204);
  });

  it('lets a member leave (their postings go to the owner), never the owner', async () => {
    const { company, owner } = await buildCompany(server);
    const member = await buildTeamMember(server, company.id, 'team_member');
    const posting = await buildPosting(server, { posterId: member.user.id, companyId: company.id });
    const left = await server.request(
      'POST',
      '/api/business/team/leave',
      { company_id: company.id },
      member.headers,
    );
    expect(left.status, left.text).toBe(204);
    expect((await postingRow(server, posting.id)).posterId).toBe(owner.user.id);
    const ownerLeaves = await server.request(
      'POST',
      '/api/business/team/leave',
      { company_id: company.id },
      owner.headers,
    );
    expect(ownerLeaves.status).toBe(400);
    expect(ownerLeaves.body.code).toBe('business.owner_cannot_leave');
    const activity = await server.request('GET', '/api/business/team/activity', undefined, owner.headers);
    expect(activity.body.events.map((e: { action: string }) => e.action).sort()).toEqual([
      'team.member_left',
      'team.postings_reassigned',
    ]);
    const leaving = activity.body.events.find((e: { action: string }) => e.action === 'team.member_left');
    expect(leaving).toMatchObject({ actor_name: 'Team team_member', subject: 'Team team_member' });
  });
});

describe('who may see what', () => {
  it('shows the activity to the owner and admins only, newest first, page by page', async () => {
    const { company, owner } = await buildCompany(server);
    const admin = await buildTeamMember(server, company.id, 'admin');
    const member = await buildTeamMember(server, company.id, 'team_member');
    const viewer = await buildTeamMember(server, company.id, 'viewer');
    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      expect((await invite(owner.headers, { email: newAddress() })).status).toBe(201);
    }
    const first = await server.request(
      'GET',
      '/api/business/team/activity?limit=2',
      undefined,
      admin.headers,
    );
    expect(first.status, first.text).toBe(200);
    expect(first.body.events).toHaveLength(2);
    expect(first.body.events[0].action).toBe('team.invited');
    expect(Date.parse(first.body.events[0].at)).toBeGreaterThan(Date.parse(first.body.events[1].at));
    const next = await server.request(
      'GET',
      `/api/business/team/activity?limit=2&cursor=${first.body.next_cursor}`,
      undefined,
      owner.headers,
    );
    expect(next.body.events).toHaveLength(1);
    expect(next.body.next_cursor).toBeNull();
    for (const headers of [member.headers, viewer.headers]) {
      const res = await server.request('GET', '/api/business/team/activity', undefined, headers);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('business.permission_denied');
    }
    // Any member reads the team.
    const team = await server.request('GET', '/api/business/team', undefined, viewer.headers);
    expect(team.status).toBe(200);
    expect(team.body.team_members).toHaveLength(4);
  });

  it("refuses another company's team and a worker without a company", async () => {
    const a = await buildCompany(server);
    const b = await buildCompany(server, 'Bea Other');
    const memberOfA = await buildTeamMember(server, a.company.id, 'admin');
    const cross = await server.request(
      'GET',
      `/api/business/team?company_id=${b.company.id}`,
      undefined,
      memberOfA.headers,
    );
    expect(cross.status).toBe(403);
    expect(cross.body.code).toBe('business.not_a_member');
    const crossInvite = await invite(a.owner.headers, { email: newAddress(), company_id: b.company.id });
    expect(crossInvite.status).toBe(403);
    expect(crossInvite.body.code).toBe('business.not_a_member');

    const worker = await buildSignedInUser(server, 'Wes Worker');
    const res = await server.request('GET', '/api/business/team', undefined, worker.headers);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('business.not_business_account');
    const none = await server.request('GET', '/api/business/companies', undefined, worker.headers);
    expect(none.body).toEqual({ companies: [] });
  });
});
