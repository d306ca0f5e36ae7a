import { expect, test } from './fixtures';
import { createAccount, uniqueWord } from './support/api';
import { choose, describeWork, next, openCreateGig } from './support/create-gig';
import { jobBoard, searchJobs } from './support/job-board';
import { expectNoSeriousViolations, signInWithToken } from './support/ui';

const ESTIMATED_REACH =
  /Job posted successfully! Estimated reach: \d+ potential applicants? will see your posting\./;

/**
 * Pay-Per-Post end to end (issue 19), on the server that charges for job posts: an employer
 * publishes a job from the wizard, is sent to the sandbox checkout, backs out to the dashboard
 * (the job waits there, off the board), pays $2.00 from it, reads the result page's success
 * text with the estimated reach, and finds the job on the board.
 */
test('an employer posts a job, pays $2 in the sandbox, and the job is on the board', async ({
  page,
}, testInfo) => {
  test.slow();
  const word = uniqueWord('Paidweld');
  const title = `${word} welder for a steel gate`;
  const employer = await createAccount(page, {
    user_type: 'employer',
    full_name: 'Gate Works Ltd',
    city: 'Toronto',
  });
  await signInWithToken(page, employer);
  await page.goto('/dashboard');

  const dialog = await openCreateGig(page, 'job');
  await dialog.getByRole('radio', { name: /^Full-time/ }).check();
  await choose(page, dialog, 'Category', 'Welding');
  await next(dialog);
  await describeWork(dialog, title, 'Weld a steel gate and two railings on site, materials supplied.');
  await next(dialog);
  await dialog.getByRole('spinbutton', { name: 'Hourly rate (CAD)' }).fill('42');
  await next(dialog);
  await dialog.getByRole('button', { name: 'Post Job' }).click();

  // Publishing sends the poster to the provider's page for the post's fee.
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\/cs_/);
  await expect(page.getByText('Sandbox: no real charge')).toBeVisible();
  await expect(page.getByText('$2.00').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sandbox-checkout-post.png'), fullPage: true });

  // Not yet paid: nobody else finds it on the board.
  const unpaid = await page.request.get(`/api/jobs?searchTerm=${word}`);
  expect(await unpaid.json()).toEqual([]);

  // Cancel: back on the dashboard, the job waits for its payment.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Waiting for payment');
  await expectNoSeriousViolations(page);
  await card.getByRole('button', { name: 'Pay to publish' }).click();

  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\/cs_/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // The result page: a one-off payment of 2.00 CAD, and the wizard's success text.
  await expect(page).toHaveURL(/\/membership-success\?session_id=cs_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible();
  await expect(page.getByTestId('payment-result-message')).toContainText(ESTIMATED_REACH);
  await expect(page.getByTestId('payment-result-message')).toContainText('on the board for 30 days');
  const details = page.getByTestId('payment-details');
  await expect(details).toContainText('Job post');
  await expect(details).toContainText('2.00 CAD');
  await expect(details).toContainText('Paid');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('post-paid.png'), fullPage: true });

  // On the board for everyone now.
  await page.goto('/#work');
  await searchJobs(page, word);
  await expect(jobBoard(page).getByRole('article', { name: title })).toBeVisible();
});
