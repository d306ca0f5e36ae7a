import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, PASSWORD, uniqueEmail } from './support/api';
import { isDesktop, openWorkTool, secondPerson, signInAs, toastWith } from './support/ui';

/**
 * Issue 22, decision 042: a company's owner invites a colleague by e-mail from Team Management;
 * the colleague signs up, opens the e-mailed link (/team/accept?token=...), accepts, and is on
 * the owner's Team Members tab.
 */

const teamDialog = (page: Page) => page.getByRole('dialog', { name: 'Team Management' });

/** The accept link of the newest team invitation e-mailed to `to`, read from the development mailbox. */
async function invitationLinkFor(page: Page, to: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    const row = mailbox.getByRole('row').filter({ hasText: to }).first();
    await expect(async () => {
      await mailbox.goto('/dev/mailbox');
      await expect(row).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await row.getByRole('link').first().click();
    const text = (await mailbox.locator('pre').first().textContent()) ?? '';
    const link = /\/team\/accept\?token=[\w.~%-]+/.exec(text)?.[0];
    if (!link) throw new Error(`no invitation link in the e-mail to ${to}`);
    return link;
  } finally {
    await mailbox.close();
  }
}

test.describe('company teams', () => {
  // Awaits the merge of the server's team routes (issue 22: GET /api/business/team, POST
  // /api/business/team/invite, POST /api/business/team/invitations/lookup|accept). Without
  // them this journey cannot run; it is not faked.
  test.fixme('an owner invites a colleague by e-mail, who accepts and joins the Team Members tab', async ({
    page,
    browser,
    baseURL,
  }) => {
    const owner = await createAccount(page, { user_type: 'company', full_name: 'Olivia Owner' });
    const colleagueEmail = uniqueEmail('colleague');

    await signInAs(page, owner);
    await openWorkTool(page, 'Team Management');
    const dialog = teamDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Team Members (1)' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Invite Member' }).click();
    await dialog.getByLabel('Email Address').fill(colleagueEmail);
    await expect(dialog.getByLabel('Role')).toHaveValue('team_member');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(toastWith(page, 'Invitation sent successfully!')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Pending Invitations (1)' })).toBeVisible();

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
      // Signing in from the page brings the colleague back to it.
      await other.page.getByRole('button', { name: 'Sign in' }).click();
      const form = other.page.getByRole('dialog').getByRole('form', { name: 'Sign in' });
      await form.getByRole('textbox', { name: /^Email/ }).fill(colleagueEmail);
      await form.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(other.page).toHaveURL(/\/team\/accept\?token=/);
      await other.page.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(other.page.getByRole('heading', { name: /^Welcome to / })).toBeVisible();
      await expect(teamDialog(other.page).getByRole('tab', { name: 'Team Members (2)' })).toBeVisible();
    } finally {
      await other.context.close();
    }

    // The owner sees the colleague on the Team Members tab.
    await page.reload();
    await openWorkTool(page, 'Team Management');
    await expect(dialog.getByRole('tab', { name: 'Team Members (2)' })).toBeVisible();
    const row = dialog.getByTestId('team-member').filter({ hasText: 'Colin Colleague' });
    await expect(row).toContainText(colleagueEmail);
    await expect(row).toContainText('Team Member');
    await expect(dialog.getByRole('tab', { name: 'Pending Invitations (0)' })).toBeVisible();
    if (!isDesktop(page)) await expect(row.getByRole('combobox')).toBeVisible();
  });
});
