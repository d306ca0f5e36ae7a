import { expect, test } from './fixtures';
import { createAccount, uniqueWord } from './support/api';
import { createServiceGig, findGig } from './support/marketplace';
import { openWorkTool, signInWithToken } from './support/ui';

test.describe('work experience', () => {
  test('a worker adds, edits and deletes an entry; another person sees it without the owner controls', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // two people, five screens
    const worker = await createAccount(page, { full_name: 'Maya Singh' });
    const word = uniqueWord();
    await createServiceGig(page, worker, { title: `Bathroom plumbing ${word}` });
    await signInWithToken(page, worker);
    await page.goto('/');

    await openWorkTool(page, 'Experience');
    const modal = page.getByTestId('experience-modal');
    await expect(modal.getByRole('heading', { name: 'Work Experience & Portfolio' })).toBeVisible();
    await expect(modal.getByText('Maya Singh')).toBeVisible();
    await expect(modal.getByText('No Work Experience Yet')).toBeVisible();
    const summary = modal.getByLabel('Summary');
    await expect(summary.getByRole('definition')).toHaveText(['0', '$0', 'None yet', 'None yet']);

    await modal.getByRole('button', { name: 'Add Experience' }).click();
    const form = page.getByTestId('experience-form');
    await expect(form.getByRole('heading', { name: 'Add Experience' })).toBeVisible();
    await form.getByRole('button', { name: 'Save Experience' }).click();
    await expect(form.getByText('Please fill in title and description').first()).toBeVisible();

    await form.getByLabel('Title').fill(`Basement bathroom rough-in ${word}`);
    await form
      .getByLabel('Description')
      .fill('Drains, venting and supply lines for a new basement bathroom.');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Plumbing' }).click();
    await form.getByLabel('Duration (days)').fill('4');
    await form.getByLabel('Hourly rate ($)').fill('60');
    await form.getByLabel('Total earned ($)').fill('1920');
    // The worker's own rating: labelled self-reported, nothing pre-filled.
    const ownRating = form.getByRole('group', { name: 'Your own rating of this job (self-reported)' });
    await expect(ownRating.getByRole('radio', { checked: true })).toHaveCount(0);
    await ownRating.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await form
      .getByLabel('Client feedback, in your words (optional)')
      .fill('Clean work, passed inspection first time.');
    await form.getByLabel('Skills used').fill('Plumbing Installation, Venting');
    await form.getByRole('button', { name: 'Save Experience' }).click();

    await expect(
      page.getByTestId('toast').filter({ hasText: 'Work experience added successfully!' }),
    ).toBeVisible();
    await expect(form).toBeHidden();
    const entry = modal.getByTestId('experience-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry.getByRole('heading', { name: `Basement bathroom rough-in ${word}` })).toBeVisible();
    await expect(entry.getByRole('img', { name: 'Self-reported: 4 out of 5 stars' })).toBeVisible();
    await expect(entry.getByText('4 days')).toBeVisible();
    await expect(entry.getByText('$60/hr')).toBeVisible();
    await expect(entry.getByText('$1,920 earned')).toBeVisible();
    await expect(entry.getByText('Clean work, passed inspection first time.')).toBeVisible();
    await expect(summary.getByRole('definition')).toHaveText(['1', '$1,920', '4.0 / 5', '100%']);

    await entry.getByRole('button', { name: `Edit "Basement bathroom rough-in ${word}"` }).click();
    await expect(form.getByRole('heading', { name: 'Edit Experience' })).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue(`Basement bathroom rough-in ${word}`);
    await form.getByLabel('Title').fill(`Basement bathroom plumbing ${word}`);
    await form.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form).toBeHidden();
    await expect(entry.getByRole('heading', { name: `Basement bathroom plumbing ${word}` })).toBeVisible();
    await expect(summary.getByRole('definition')).toHaveText(['1', '$1,920', '5.0 / 5', '100%']);

    // Someone else finds the worker through their gig and reads the portfolio, without owner controls.
    const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.77.1.2' } });
    const visitorPage = await other.newPage();
    const visitor = await createAccount(visitorPage, { full_name: 'Olivia Chen', user_type: 'employer' });
    await signInWithToken(visitorPage, visitor);
    await visitorPage.goto('/');
    const { marketplace, card } = await findGig(visitorPage, word);
    await card.getByRole('button', { name: `Bathroom plumbing ${word}` }).click();
    await marketplace.getByTestId('gig-detail').getByRole('button', { name: 'View work experience' }).click();
    const seen = visitorPage.getByTestId('experience-modal');
    await expect(seen.getByText('Maya Singh')).toBeVisible();
    await expect(seen.getByRole('heading', { name: `Basement bathroom plumbing ${word}` })).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Add Experience' })).toHaveCount(0);
    await expect(seen.getByRole('button', { name: /^(Edit|Delete) "/ })).toHaveCount(0);
    await other.close();

    await entry.getByRole('button', { name: `Delete "Basement bathroom plumbing ${word}"` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Delete this entry?' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(entry).toHaveCount(0);
    await expect(modal.getByText('No Work Experience Yet')).toBeVisible();
    await expect(summary.getByRole('definition')).toHaveText(['0', '$0', 'None yet', 'None yet']);
  });
});
