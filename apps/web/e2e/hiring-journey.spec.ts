import { APPLICATION_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { expect, test } from './fixtures';
import { createAccount, uniqueWord } from './support/api';
import { choose, describeWork, next, openCreateGig } from './support/create-gig';
import { jobBoard, openAdvancedFilters, searchJobs, uniqueTorontoPoint } from './support/job-board';
import { secondPerson, signInAs, signInWithToken, toastWith } from './support/ui';

/**
 * The whole hiring loop through the screens only: an employer posts a job with the wizard,
 * a worker finds it on the board and the map, filters to it and applies, the employer hires
 * from the dashboard and the worker sees the acceptance.
 */
test('an employer posts a job, a worker finds it and applies, the employer hires, the worker is told', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord('Journey');
  const title = `${word} pipe welder`;
  // The job's position (from the wizard's GPS fill) and the worker's, so that it is the nearest job.
  const site = uniqueTorontoPoint();
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

  // 1. The employer posts the job through the wizard.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ ...site, accuracy: 10 });
  await signInWithToken(page, employer);
  await page.goto('/');
  const wizard = await openCreateGig(page, 'job');
  await wizard.getByRole('radio', { name: /^Project/ }).check();
  await choose(page, wizard, 'Category', 'Welding');
  await next(wizard);
  await describeWork(wizard, title, 'Weld new gas lines in a commercial kitchen; tickets required.');
  await wizard.getByRole('radio', { name: 'On-site' }).check();
  await wizard.getByRole('button', { name: 'Use GPS location' }).click();
  await expect(wizard.getByRole('textbox', { name: 'City' })).not.toHaveValue('');
  await choose(page, wizard, 'Urgency', 'Urgent');
  await next(wizard);
  await wizard.getByRole('spinbutton', { name: 'Hourly rate (CAD)' }).fill('52');
  await next(wizard);
  await wizard.getByRole('button', { name: 'Post Job' }).click();
  await expect(wizard.getByTestId('publish-success')).toHaveText(
    /^Job posted successfully! Estimated reach: \d+ potential applicants?/,
  );
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(wizard).toBeHidden();

  // 2. The worker, in a browser of their own at the same place, finds it on the board and the map.
  const second = await secondPerson(browser, page, baseURL);
  const workerPage = second.page;
  await second.context.grantPermissions(['geolocation']);
  await second.context.setGeolocation({ ...site, accuracy: 10 });
  await signInAs(workerPage, worker);
  await workerPage.goto('/#work');
  const board = jobBoard(workerPage);
  await searchJobs(workerPage, word);
  await openAdvancedFilters(workerPage);
  await board.getByLabel('Urgency', { exact: true }).click();
  await workerPage.getByRole('option', { name: 'Urgent', exact: true }).click();
  const card = board.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('$52/hour');
  await expect(board.getByRole('article')).toHaveCount(1);

  await board.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(
    board.getByTestId('nearby-jobs').getByRole('listitem').filter({ hasText: title }),
  ).toBeVisible();
  await board.getByRole('button', { name: 'List' }).click();

  // 3. The worker applies from the card.
  await board.getByRole('article', { name: title }).getByRole('button', { name: 'Apply Now' }).click();
  const apply = workerPage.getByRole('dialog');
  await expect(apply.getByRole('heading', { name: `Apply for "${title}"` })).toBeVisible();
  await apply.getByLabel('Cover letter').fill('Red Seal welder with ten years of gas line work.');
  await apply.getByLabel('Proposed rate ($)').fill('55');
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toastWith(workerPage, APPLICATION_MESSAGES.submitted)).toBeVisible();

  // 4. The employer accepts on the dashboard.
  await page.goto('/dashboard?tab=inbox');
  const application = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Priya Patel' }) })
    .filter({ hasText: title });
  await expect(application).toBeVisible();
  await application.getByRole('button', { name: 'Accept' }).click();
  const confirm = page.getByRole('dialog', { name: 'Hire Priya Patel?' });
  await confirm.getByRole('button', { name: 'Accept and hire' }).click();
  await expect(application.getByText('Accepted', { exact: true })).toBeVisible();

  // 5. The worker sees the acceptance.
  await workerPage.goto('/dashboard?tab=applications');
  const mine = workerPage.getByRole('article', { name: title });
  await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(
    workerPage.getByRole('banner').getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }),
  ).toBeVisible();
  await second.context.close();
});
