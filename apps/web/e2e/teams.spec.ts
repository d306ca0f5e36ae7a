import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, PASSWORD, uniqueEmail } from './support/api';
import { invitationLinkFor } from './support/teams';
import { expectNoSeriousViolations, openWorkTool, secondPerson, signInAs, toastWith } from './support/ui';

/**
 * Issue 22, decision 042: a company's owner invites a colleague by e-mail from Team Management;
 * the colleague signs up, opens the e-mailed link (/team/accept?token=...), accepts, and is on
 * the owner's Team Members tab. The owner makes them a Viewer from the member's settings, cancels
 * another invitation, and the viewer then sees Team Management read-only.
 */

const teamDialog = (page: Page) => page.getByRole('dialog', { name: 'Team Management' });

test.describe('company teams', () => {
  test('an owner invites a colleague by e-mail, who accepts, joins, becomes a viewer and sees the team read-only', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const owner = await createAccount(page, { user_type: 'company', full_name: 'Olivia Owner' });
    const colleagueEmail = uniqueEmail('colleague');
    const spareEmail = uniqueEmail('spare');

    await signInAs(page, owner);
    await openWorkTool(page, 'Team Management');
    const dialog = teamDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Team Members (1)' })).toBeVisible();
    await expectNoSeriousViolations(page, { include: '[data-testid="team-management"]' });
    await page.screenshot({ path: testInfo.outputPath('team-management.png') });

    // Two invitations: the colleague's, and one the owner cancels.
    for (const email of [colleagueEmail, spareEmail]) {
      await dialog.getByRole('button', { name: 'Invite Member' }).click();
      await dialog.getByLabel('Email Address').fill(email);
      await expect(dialog.getByRole('combobox', { name: /^Role/ })).toHaveValue('team_member');
      await dialog.getByRole('button', { name: 'Send Invitation' }).click();
      await expect(toastWith(page, 'Invitation sent successfully!').last()).toBeVisible();
    }
    await expect(dialog.getByRole('tab', { name: 'Pending Invitations (2)' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Pending Invitations (2)' }).click();
    await expect(dialog.getByTestId('pending-invitation')).toHaveCount(2);
    await expectNoSeriousViolations(page, { include: '[data-testid="team-management"]' });
    await page.screenshot({ path: testInfo.outputPath('team-management-pending.png') });
    await dialog.getByRole('button', { name: `Cancel the invitation to ${spareEmail}` }).click();
    await expect(toastWith(page, 'Invitation cancelled.')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Pending Invitations (1)' })).toBeVisible();
    await expect(dialog.getByTestId('pending-invitation')).toHaveCount(1);
    await expect(dialog.getByTestId('pending-invitation')).toContainText(colleagueEmail);

    // The colleague: an account with the invited address, then the e-mailed link.
    const link = await invitationLinkFor(page, colleagueEmail);
    await createAccount(page, { email: colleagueEmail, full_name: 'Colin Colleague' });
    const other = await secondPerson(browser, page, baseURL);
    try {
      await other.page.goto(link);
      await expect(other.page.getByRole('heading', { name: /^Join / })).toBeVisible();
      await expect(
        other.page.getByText(`Sign in or create an account with ${colleagueEmail} to accept`),
      ).toBeVisible();
      await other.page.screenshot({ path: testInfo.outputPath('accept-signed-out.png'), fullPage: true });
      await expectNoSeriousViolations(other.page);
      // Signing in from the page brings the colleague back to it.
      await other.page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      const form = other.page.getByRole('dialog').getByRole('form', { name: 'Sign in' });
      await form.getByRole('textbox', { name: /^Email/ }).fill(colleagueEmail);
      await form.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
      await form.getByRole('button', { name: 'Sign In' }).click();
      // The address is not verified yet: the code e-mailed at sign-in, as the development server shows it.
      const verify = other.page.getByRole('dialog');
      await expect(verify.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
      const testing = verify.getByRole('region', { name: 'Development server only' });
      await expect(testing).toContainText(/Code from the server: \d{6}/);
      const code = /Code from the server: (\d{6})/.exec((await testing.textContent()) ?? '')?.[1] ?? '';
      await verify.getByLabel('Verification code').fill(code);
      await verify.getByRole('button', { name: 'Verify Email' }).click();
      await expect(other.page).toHaveURL(/\/team\/accept\?token=/);
      const accept = other.page.getByRole('button', { name: 'Accept invitation' });
      await expect(accept).toBeVisible();
      await other.page.screenshot({ path: testInfo.outputPath('accept-signed-in.png'), fullPage: true });
      await accept.click();
      // Joining opens Team Management on the team; behind it, the page says where they are.
      await expect(teamDialog(other.page).getByRole('tab', { name: 'Team Members (2)' })).toBeVisible();
      await teamDialog(other.page).getByRole('button', { name: 'Close' }).click();
      await expect(other.page.getByRole('heading', { name: /^Welcome to / })).toBeVisible();
      await other.page.screenshot({ path: testInfo.outputPath('accept-done.png'), fullPage: true });

      // The owner sees the colleague on the Team Members tab, with the role chosen.
      await page.reload();
      await openWorkTool(page, 'Team Management');
      await expect(dialog.getByRole('tab', { name: 'Team Members (2)' })).toBeVisible();
      const row = dialog.getByTestId('team-member').filter({ hasText: 'Colin Colleague' });
      await expect(row).toContainText(colleagueEmail);
      await expect(row).toContainText('Team Member');
      await expect(dialog.getByRole('tab', { name: 'Pending Invitations (0)' })).toBeVisible();
      await expect(row.getByRole('combobox', { name: 'Role of Colin Colleague' })).toHaveValue('team_member');

      // The member's settings: Viewer.
      await row.getByRole('button', { name: 'Role and permissions of Colin Colleague' }).click();
      const editor = page.getByRole('dialog', { name: 'Role and permissions' });
      await editor.getByLabel('Role').selectOption('viewer');
      await expect(editor.getByRole('checkbox', { name: 'View Analytics' })).toBeChecked();
      await expect(editor.getByRole('checkbox', { name: 'Post Jobs' })).not.toBeChecked();
      await page.screenshot({ path: testInfo.outputPath('member-settings.png') });
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(toastWith(page, 'Permissions updated successfully!')).toBeVisible();
      await expect(editor).toBeHidden();
      await expect(row).toContainText('Viewer');
      await expect(row.getByRole('combobox', { name: 'Role of Colin Colleague' })).toHaveValue('viewer');

      // The viewer sees the team, and nothing to change.
      await other.page.goto('/');
      await openWorkTool(other.page, 'Team Management');
      const seen = teamDialog(other.page);
      await expect(seen.getByRole('tab', { name: 'Team Members (2)' })).toBeVisible();
      await expect(
        seen.getByText('Your role lets you see the team; the owner or an admin manages it.'),
      ).toBeVisible();
      await expect(seen.getByTestId('team-member').filter({ hasText: 'Colin Colleague' })).toContainText(
        'Viewer',
      );
      await expect(seen.getByRole('button', { name: 'Invite Member' })).toHaveCount(0);
      await expect(seen.getByRole('combobox')).toHaveCount(0);
      await expect(seen.getByRole('button', { name: /^Role and permissions of / })).toHaveCount(0);
      await expect(seen.getByRole('button', { name: /^Remove / })).toHaveCount(0);
      await expectNoSeriousViolations(other.page, { include: '[data-testid="team-management"]' });
      await other.page.screenshot({ path: testInfo.outputPath('team-management-viewer.png') });
    } finally {
      await other.context.close();
    }
  });
});
