import { EXPERIENCE_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applyTo, createAccount } from './support/api';
import { createJobPosting } from './support/dashboard';
import {
  expectNoSeriousViolations,
  isDesktop,
  openWorkTool,
  secondPerson,
  signInWithToken,
  toastWith,
} from './support/ui';

const posting = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const applicationOf = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: false }) });

test.describe('dashboard', () => {
  test('an employer shortlists and hires; the worker is told, sees Accepted and records the job', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const employer = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Olivia Tremblay',
      user_type: 'employer',
    });
    const worker = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Priya Patel',
      user_type: 'worker',
    });
    const other = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Marc Gagnon',
      user_type: 'worker',
    });
    const electricianTitle = `Condo rewiring ${stamp}`;
    const painterTitle = `Weekend painter ${stamp}`;
    const electrician = await createJobPosting(page.request, employer, {
      title: electricianTitle,
      openings: 1,
    });
    const painter = await createJobPosting(page.request, employer, {
      title: painterTitle,
      openings: 2,
      category: 'painting',
    });
    await applyTo(page.request, worker, electrician, { proposed_rate: 45, proposed_timeline: 10 });
    await applyTo(page.request, other, painter, { cover_letter: 'I paint fast and clean.' });

    // The employer lands on My postings, with the counts by status.
    await signInWithToken(page, employer);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'My postings' })).toHaveAttribute('aria-selected', 'true');
    const electricianRow = posting(page, electricianTitle);
    await expect(electricianRow.getByText('1 pending')).toBeVisible();
    await expect(electricianRow.getByText('0/1')).toBeVisible();

    // Applications inbox: shortlist, then accept after a confirmation naming the posting.
    await page.getByRole('tab', { name: /^Applications/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=inbox$/);
    const application = applicationOf(page, 'Priya Patel');
    await expect(application.getByText('Applied for')).toBeVisible();
    await expect(application.getByText(electricianTitle)).toBeVisible();
    await expect(application.getByText('$45')).toBeVisible();
    await expectNoSeriousViolations(page);
    await application.getByRole('button', { name: 'Shortlist' }).click();
    await expect(toastWith(page, 'Priya Patel is on your shortlist.')).toBeVisible();
    await expect(application.getByText('Shortlisted', { exact: true })).toBeVisible();
    await expect(application.getByRole('button', { name: 'Shortlist' })).toBeHidden();
    await application.getByRole('button', { name: 'Accept' }).click();
    const accept = page.getByRole('dialog', { name: 'Hire Priya Patel?' });
    await expect(accept).toContainText(`You are accepting Priya Patel for “${electricianTitle}”`);
    await accept.getByRole('button', { name: 'Accept and hire' }).click();
    await expect(accept).toBeHidden();
    await expect(application.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(application.getByRole('link', { name: worker.email })).toBeVisible();

    // Decline the other applicant with a note.
    const marc = applicationOf(page, 'Marc Gagnon');
    await marc.getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('dialog', { name: 'Decline Marc Gagnon?' });
    await decline
      .getByLabel('Message to the applicant (optional)')
      .fill('We found someone closer to the site.');
    await decline.getByRole('button', { name: 'Decline application' }).click();
    await expect(decline).toBeHidden();
    await expect(marc.getByText('Declined', { exact: true })).toBeVisible();

    // The worker, in a browser of their own, sees the bell count and the notification.
    const second = await secondPerson(browser, page, baseURL);
    const workerPage = second.page;
    await signInWithToken(workerPage, worker);
    await workerPage.goto('/');
    const bell = workerPage.getByRole('banner').getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    const hired = workerPage.getByRole('menuitem', {
      name: new RegExp(`You're hired for "${electricianTitle}"`),
    });
    await expect(hired).toBeVisible();
    await expect(workerPage.getByRole('menuitem', { name: /You're on the shortlist/ })).toBeVisible();
    await hired.click();
    await expect(workerPage).toHaveURL(/\/dashboard\?tab=applications$/);
    await expect(
      workerPage.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeVisible();

    // My applications shows Accepted, and the job becomes work experience.
    const mine = workerPage.getByRole('article', { name: electricianTitle });
    await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(mine.getByText('Tremblay Builds')).toBeVisible();
    await mine.getByRole('button', { name: 'Add to work experience' }).click();
    const record = workerPage.getByRole('dialog', { name: 'Add to work experience' });
    await record.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await record.getByLabel('Client feedback, in your words (optional)').fill('Tidy, on time and safe.');
    await record.getByRole('button', { name: 'Add to work experience' }).click();
    await expect(toastWith(workerPage, EXPERIENCE_MESSAGES.added)).toBeVisible();
    await expect(mine.getByText('In your work experience')).toBeVisible();
    const experience = await workerPage.request.get(`/api/experience/${worker.user.id}`);
    const entries = (await experience.json()).experiences as { title: string; client_rating: number }[];
    expect(entries).toEqual([expect.objectContaining({ title: electricianTitle, client_rating: 4 })]);
    await second.context.close();

    // Back to the employer: the one-opening posting is filled; the other pauses, reopens, closes, reopens.
    await page.getByRole('tab', { name: 'My postings' }).click();
    await expect(electricianRow.getByText('Filled', { exact: true })).toBeVisible();
    await expect(electricianRow.getByRole('button', { name: 'Pause' })).toBeHidden();
    await expect(electricianRow.getByRole('button', { name: 'Reopen' })).toBeHidden();
    await expect(electricianRow.getByText('1/1')).toBeVisible();

    const painterRow = posting(page, painterTitle);
    await expect(painterRow.getByText('1 declined')).toBeVisible();
    await painterRow.getByRole('button', { name: 'Pause' }).click();
    await expect(painterRow.getByText('Paused', { exact: true })).toBeVisible();
    await painterRow.getByRole('button', { name: 'Reopen' }).click();
    await expect(painterRow.getByText('Open', { exact: true })).toBeVisible();
    await painterRow.getByRole('button', { name: 'Close' }).click();
    await expect(painterRow.getByText('Closed', { exact: true })).toBeVisible();
    await expect(painterRow.getByRole('button', { name: 'Pause' })).toBeHidden();
    await painterRow.getByRole('button', { name: 'Reopen' }).click();
    await expect(painterRow.getByText('Open', { exact: true })).toBeVisible();

    // Edit: the server's publish check answers a too-short title.
    await painterRow.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit posting' });
    await edit.getByLabel('Title').fill('No');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByRole('alert')).toHaveText('Title must be at least 3 characters long');
    await edit.getByLabel('Title').fill(`${painterTitle} and trim`);
    await edit.getByLabel('Openings').fill('3');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    const renamed = posting(page, `${painterTitle} and trim`);
    await expect(renamed.getByText('0/3')).toBeVisible();
  });

  test('the header work entries open their modals, and the dashboard link leads to /dashboard', async ({
    page,
  }) => {
    const worker = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Priya Patel',
      user_type: 'worker',
    });
    await signInWithToken(page, worker);
    await page.goto('/');

    const expectDialog = async (entry: string, title: string) => {
      await openWorkTool(page, entry);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };
    await expectDialog('Offer Service', 'Create Gig - Offer Service');
    await expectDialog('Post Job', 'Post a Job - Hire Someone');
    await expectDialog('Browse Gigs', 'Gig Marketplace');
    await expectDialog('Experience', 'Work Experience & Portfolio');

    if (isDesktop(page)) {
      await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Dashboard' }).click();
      await expect(page.locator('#mobile-menu')).toBeHidden();
    }
    await expect(page).toHaveURL(/\/dashboard$/);
    // A worker starts on My applications, with a way to find work when it is empty.
    await expect(page.getByRole('tab', { name: 'My applications' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: "You haven't applied to anything yet" })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Browse Gigs' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Gig Marketplace' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Empty My postings offers the wizard.
    await page.getByRole('tab', { name: 'My postings' }).click();
    await expect(page).toHaveURL(/\?tab=postings$/);
    await expect(page.getByRole('heading', { name: "You haven't posted a job yet" })).toBeVisible();
    await expectNoSeriousViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
  });

  test('a visitor can browse gigs from the header and is asked to sign in on /dashboard', async ({
    page,
  }) => {
    await page.goto('/');
    await openWorkTool(page, 'Browse Gigs');
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Gig Marketplace' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Please log in to view your dashboard.' })).toBeVisible();
  });
});
