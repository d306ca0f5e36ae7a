import { permissionsOf } from '@hirehand/shared/business/team-roles';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast } from '@/components/ui/toast-store';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { COMPANY_ID, myCompanies, pendingInvitation, sampleTeam, teamMember } from '../testing/team-fixtures';
import { TeamManagementDialog } from './team-management-dialog';

resetAfterEach();
// The toast queue outlives a render: a success toast of one test must not answer the next.
afterEach(() => {
  for (const item of currentToasts()) dismissToast(item.id);
});

const TEAM = 'GET /api/business/team';
const COMPANIES = 'GET /api/business/companies';
const ACTIVITY = 'GET /api/business/team/activity';
const INVITE = 'POST /api/business/team/invite';
const PERMISSIONS = 'PUT /api/business/team/:memberId/permissions';
const CANCEL = 'DELETE /api/business/team/invitations/:id';
const REMOVE = 'DELETE /api/business/team/:memberId';

const owner = sampleUser({ id: 'user-1', user_type: 'company', full_name: 'Olivia Owner' });

function renderTeam(user = owner) {
  return renderWithApp(<TeamManagementDialog open onOpenChange={vi.fn()} />, {
    route: '/',
    session: { user },
  });
}

const rowOf = (text: string) =>
  screen.getAllByTestId('team-member').find((row) => row.textContent?.includes(text))!;

describe('TeamManagementDialog', () => {
  it('shows Loading... over the modal, then the three tabs with their counts and the member rows', async () => {
    const pending = deferred();
    fakeApi({
      [COMPANIES]: json(200, myCompanies()),
      [TEAM]: () => pending.promise,
      [ACTIVITY]: json(200, { events: [], next_cursor: null }),
    });
    renderTeam();
    expect(screen.getByRole('dialog', { name: 'Team Management' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    await act(async () => pending.resolve(json(200, sampleTeam())));

    expect(await screen.findByRole('tab', { name: 'Team Members (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending Invitations (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Roles & Permissions' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();

    const ownerRow = rowOf('Olivia Owner');
    expect(ownerRow.textContent).toContain('olivia@example.ca');
    expect(ownerRow.textContent).toContain('Owner');
    expect(ownerRow.textContent).toContain('Joined Nov 20, 2026');
    expect(within(ownerRow).queryByRole('combobox')).toBeNull();
    expect(within(ownerRow).queryByRole('button')).toBeNull();
    // A member without a name reads "Unknown User", with the initial of their e-mail.
    const unnamed = rowOf('tom@example.ca');
    expect(unnamed.textContent).toContain('Unknown User');
    expect(unnamed.textContent?.startsWith('T')).toBe(true);
    expect(within(unnamed).getByRole('combobox', { name: 'Role of Unknown User' })).toBeTruthy();
    // The owner manages: Invite Member, and no Leave team.
    expect(screen.getByRole('button', { name: 'Invite Member' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave team' })).toBeNull();
  });

  it('invites by e-mail with Team Member by default, validates the address, and toasts the success', async () => {
    const api = fakeApi({
      [COMPANIES]: json(200, myCompanies()),
      [TEAM]: json(200, sampleTeam()),
      [INVITE]: json(201, pendingInvitation({ email: 'new@example.ca' })),
    });
    renderTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const form = screen.getByRole('form', { name: 'Invite a team member' });
    expect((within(form).getByLabelText(/Role/) as HTMLSelectElement).value).toBe('team_member');
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Team Member', 'Viewer']);

    fireEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(form).findByText('Email is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Email Address/), { target: { value: 'not-an-email' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.callsTo(INVITE)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/Email Address/), { target: { value: ' new@example.ca ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent successfully!')).toBeTruthy();
    expect(api.callsTo(INVITE)[0]!.body).toEqual({
      email: 'new@example.ca',
      role: 'team_member',
      company_id: COMPANY_ID,
    });
    expect(screen.queryByRole('form', { name: 'Invite a team member' })).toBeNull();
  });

  it("shows the server's refusal of an invitation in the form, never a demo fallback", async () => {
    fakeApi({
      [COMPANIES]: json(200, myCompanies()),
      [TEAM]: json(200, sampleTeam()),
      [INVITE]: json(409, {
        code: 'business.already_member',
        detail: 'This person is already a member of your team.',
      }),
    });
    renderTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const form = screen.getByRole('form', { name: 'Invite a team member' });
    fireEvent.change(within(form).getByLabelText(/Email Address/), { target: { value: 'ada@example.ca' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(form).findByText('This person is already a member of your team.')).toBeTruthy();
    expect(screen.queryByText(/Demo mode/)).toBeNull();
    expect(screen.queryByText('Invitation sent successfully!')).toBeNull();
  });

  it('changes a role from the row dropdown and toasts Permissions updated successfully!', async () => {
    const api = fakeApi({
      [COMPANIES]: json(200, myCompanies()),
      [TEAM]: json(200, sampleTeam()),
      [PERMISSIONS]: json(200, teamMember({ id: 'member-tm', role: 'viewer' })),
    });
    renderTeam();
    await screen.findByRole('tab', { name: 'Team Members (3)' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role of Unknown User' }), {
      target: { value: 'viewer' },
    });
    expect(await screen.findByText('Permissions updated successfully!')).toBeTruthy();
    const call = api.callsTo(PERMISSIONS)[0]!;
    expect(call.params.memberId).toBe('member-tm');
    expect(call.body).toEqual({ role: 'viewer', company_id: COMPANY_ID });
  });

  it("shows the server's refusal of a role change as an error toast", async () => {
    fakeApi({
      [COMPANIES]: json(200, myCompanies()),
      [TEAM]: json(200, sampleTeam()),
      [PERMISSIONS]: json(403, {
        code: 'business.cannot_manage_peer',
        detail: 'Only the owner can change or remove another admin.',
      }),
    });
    renderTeam();
    await screen.findByRole('tab', { name: 'Team Members (3)' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role of Ada Admin' }), {
      target: { value: 'viewer' },
    });
    expect(await screen.findByText('Only the owner can change or remove another admin.')).toBeTruthy();
    expect(screen.queryByText('Permissions updated successfully!')).toBeNull();
  });

  it("edits a member's permissions from the settings button and saves them with the role", async () => {
    const api = fakeApi({
      [COMPANIES]: json(200, myCompanies()),
      [TEAM]: json(200, sampleTeam()),
      [PERMISSIONS]: json(200, teamMember({ id: 'member-tm' })),
    });
    renderTeam();
    await screen.findByRole('tab', { name: 'Team Members (3)' });
    fireEvent.click(screen.getByRole('button', { name: 'Role and permissions of Unknown User' }));
    const editor = await screen.findByTestId('member-permissions-editor');
    const analytics = within(editor).getByRole('checkbox', { name: 'View Analytics' }) as HTMLInputElement;
    expect(analytics.checked).toBe(false);
    expect((within(editor).getByRole('checkbox', { name: 'Post Jobs' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(analytics);
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permissions updated successfully!')).toBeTruthy();
    expect(api.callsTo(PERMISSIONS)[0]!.body).toEqual({
      role: 'team_member',
      permissions: ['can_post_jobs', 'can_manage_applications', 'can_view_analytics'],
      company_id: COMPANY_ID,
    });
    await waitFor(() => expect(screen.queryByTestId('member-permissions-editor')).toBeNull());
  });

  it('cancels a pending invitation from its row', async () => {
    const api = fakeApi({
      [COMPANIES]: json(200, myCompanies()),
      [TEAM]: json(200, sampleTeam()),
      [CANCEL]: json(204),
    });
    renderTeam();
    const tab = await screen.findByRole('tab', { name: 'Pending Invitations (1)' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    const row = await screen.findByTestId('pending-invitation');
    expect(row.textContent).toContain('sam@example.ca');
    expect(row.textContent).toContain('Pending');
    expect(row.textContent).toContain('Invited by Olivia Owner');
    api.on(TEAM, json(200, sampleTeam({ pending_invitations: [] })));
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel the invitation to sam@example.ca' }));
    expect(await screen.findByText('Invitation cancelled.')).toBeTruthy();
    expect(api.callsTo(CANCEL)[0]!.params.id).toBe('invitation-1');
    expect(api.callsTo(CANCEL)[0]!.query.get('company_id')).toBe(COMPANY_ID);
    expect(await screen.findByText('No pending invitations')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending Invitations (0)' })).toBeTruthy();
  });

  it('removes a member after confirming', async () => {
    const api = fakeApi({
      [COMPANIES]: json(200, myCompanies()),
      [TEAM]: json(200, sampleTeam()),
      [REMOVE]: json(204),
    });
    renderTeam();
    await screen.findByRole('tab', { name: 'Team Members (3)' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ada Admin' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Ada Admin from the team?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Ada Admin was removed from the team.')).toBeTruthy();
    expect(api.callsTo(REMOVE)[0]!.params.memberId).toBe('member-admin');
  });

  it('shows the empty states', async () => {
    fakeApi({
      [COMPANIES]: json(200, myCompanies()),
      [TEAM]: json(200, sampleTeam({ team_members: [], pending_invitations: [] })),
    });
    renderTeam();
    expect(
      await screen.findByText('No team members yet. Invite your first team member to get started!'),
    ).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Pending Invitations (0)' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    expect(await screen.findByText('No pending invitations')).toBeTruthy();
  });

  it('lists each role with its permissions in the Roles & Permissions tab', async () => {
    fakeApi({ [COMPANIES]: json(200, myCompanies()), [TEAM]: json(200, sampleTeam()) });
    renderTeam();
    const tab = await screen.findByRole('tab', { name: 'Roles & Permissions' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    const viewer = await screen.findByTestId('role-viewer');
    expect(
      within(viewer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['View Analytics']);
    expect(within(screen.getByTestId('role-owner')).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByTestId('role-admin').textContent).toContain('Manage Team');
  });

  it('shows a viewer the lists read-only, with Leave team', async () => {
    const worker = sampleUser({ id: 'user-4', user_type: 'worker', full_name: 'Vic Viewer' });
    const api = fakeApi({
      [COMPANIES]: json(200, myCompanies('viewer')),
      [TEAM]: json(
        200,
        sampleTeam({
          my_role: 'viewer',
          my_permissions: permissionsOf('viewer'),
          team_members: [
            ...sampleTeam().team_members,
            teamMember({ id: 'member-v', user_id: 'user-4', full_name: 'Vic Viewer', role: 'viewer' }),
          ],
        }),
      ),
    });
    renderTeam(worker);
    await screen.findByRole('tab', { name: 'Team Members (4)' });
    // A worker has no company of their own: the modal opens on the team they belong to.
    expect(api.callsTo(TEAM)[0]!.query.get('company_id')).toBe(COMPANY_ID);
    expect(
      screen.getByText('Your role lets you see the team; the owner or an admin manages it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite Member' })).toBeNull();
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByText('Recent activity')).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Pending Invitations (1)' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    const row = await screen.findByTestId('pending-invitation');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('shows the team activity to the owner under Recent activity', async () => {
    fakeApi({
      [COMPANIES]: json(200, myCompanies()),
      [TEAM]: json(200, sampleTeam()),
      [ACTIVITY]: json(200, {
        events: [
          {
            id: 'e1',
            at: '2026-11-26T15:00:00.000Z',
            action: 'team.invited',
            actor_name: 'Olivia Owner',
            subject: 'sam@example.ca',
            data: {},
          },
        ],
        next_cursor: null,
      }),
    });
    renderTeam();
    fireEvent.click(await screen.findByText('Recent activity'));
    expect((await screen.findByTestId('team-activity')).textContent).toContain(
      'Olivia Owner invited sam@example.ca',
    );
  });

  it('says Failed to load team data with the status and the server text, and retries', async () => {
    const api = fakeApi({
      [COMPANIES]: json(200, myCompanies()),
      [TEAM]: json(500, { code: 'internal', detail: 'Something went wrong on our side.' }),
    });
    renderTeam();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load team data (500)');
    api.on(TEAM, json(200, sampleTeam()));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Team Members (3)' })).toBeTruthy();
  });

  it('tells a worker on no team how an invitation adds them', async () => {
    fakeApi({ [COMPANIES]: json(200, { companies: [] }) });
    renderTeam(sampleUser());
    expect(await screen.findByText('You are not on a team yet')).toBeTruthy();
  });
});
