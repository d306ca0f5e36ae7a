import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, createAccount, uniqueEmail, uniqueWord } from './support/api';
import { jobBoard, postJob, searchJobs } from './support/job-board';
import { expectNoSeriousViolations, isDesktop, signInAs } from './support/ui';

/**
 * Issue 22 follow-up (decision 042): a colleague who posts for the company opens the company's
 * job on the board and manages it from there: Manage (no Apply, no Message) opens the dashboard
 * acting for the company, with the job among the company's postings.
 */

/** The single-use token of the newest team invitation e-mailed to `to`, read from the development mailbox. */
async function invitationTokenFor(page: Page, to: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    const row = mailbox.getByRole('row').filter({ hasText: to }).first();
    await expect(async () => {
      await mailbox.goto('/dev/mailbox');
      await expect(row).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await row.getByRole('link').first().click();
    const text = (await mailbox.locator('pre').first().textContent()) ?? '';
    const token = /\/team\/accept\?token=([\w.~%-]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no invitation link in the e-mail to ${to}`);
    return decodeURIComponent(token);
  } finally {
    await mailbox.close();
  }
}

test.describe('team postings', () => {
  test("a colleague with can_post_jobs manages the company's job from the board", async ({
    page,
  }, testInfo) => {
    const word = uniqueWord();
    const company = `Maple Builders ${word}`;
    // The owner: a company account (its company is named after it), posting a job for it.
    const owner = await createAccount(page.request, { user_type: 'company', full_name: company });
    const job = await postJob(page, owner.access_token, { title: `${word} site supervisor` });

    // A colleague, invited as a team member (can_post_jobs, can_manage_applications), accepts.
    const colleagueEmail = uniqueEmail('colleague');
    const invited = await page.request.post('/api/business/team/invite', {
      headers: bearer(owner),
      data: { email: colleagueEmail, role: 'team_member' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const colleague = await createAccount(page.request, {
      email: colleagueEmail,
      full_name: 'Cora Colleague',
    });
    const token = await invitationTokenFor(page, colleagueEmail);
    const accepted = await page.request.post('/api/business/team/invitations/accept', {
      headers: bearer(colleague),
      data: { token },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // The colleague finds the company's job on the board: Manage, not Apply Now or Message.
    await signInAs(page, colleague);
    await page.goto('/#jobs');
    await searchJobs(page, word);
    const card = jobBoard(page).getByTestId('job-card').filter({ hasText: word });
    // The card marks it as the company's, without Apply Now (the server would refuse it).
    await expect(card.getByText("Your company's posting")).toBeVisible();
    await expect(card.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await card.screenshot({
      path: testInfo.outputPath(`team-posting-card-${isDesktop(page) ? 1280 : 375}.png`),
    });
    await card.getByRole('button', { name: new RegExp(word) }).click();
    const detail = page.getByTestId('job-detail');
    const manage = detail.getByRole('link', { name: 'Manage it in your dashboard' });
    await expect(manage).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Message' })).toHaveCount(0);
    await manage.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`team-posting-manage-${isDesktop(page) ? 1280 : 375}.png`),
    });
    await expectNoSeriousViolations(page, { include: '[data-testid="job-detail"]' });

    // Manage: the dashboard, acting for the company, with the job among its postings.
    await manage.click();
    await expect(page).toHaveURL(/\/dashboard\?tab=postings$/);
    await expect(page.getByRole('combobox', { name: 'Acting as' })).toHaveText(company);
    await expect(page.getByText(`Here is where the job posts of ${company} stand.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: job.title })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`team-posting-dashboard-${isDesktop(page) ? 1280 : 375}.png`),
    });
  });
});
