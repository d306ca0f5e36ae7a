import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Account, applyTo, bearer, createAccount, myPostings, uniqueWord } from './support/api';
import { choose, describeWork, next } from './support/create-gig';
import { createJobPosting } from './support/dashboard';
import { jobBoard, searchJobs } from './support/job-board';
import {
  companyOf,
  invitationLinkFor,
  inviteToTeam,
  joinTeam,
  payForPost,
  postFeeCents,
} from './support/teams';
import { expectNoSeriousViolations, isDesktop, openWorkTool, secondPerson, signInAs } from './support/ui';

/**
 * Issue 22's browser journeys on the server that charges for a job post (Pay-Per-Post, the
 * paid-desktop and paid-mobile projects, 1280 and 375 px): a company owner's invited colleague
 * posts a job for the company, which the owner pays for; a viewer reads the analytics but may
 * not post; the dashboard's figures are what the test did.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${isDesktop(page) ? 1280 : 375}.png`) });

/** The dashboard's "Acting as" switcher set to `name` (a company, or "<person> (me)"). */
async function actAs(page: Page, name: string) {
  const actingAs = page.getByRole('combobox', { name: 'Acting as' });
  await actingAs.click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(actingAs).toHaveText(name);
}

/** Dollars as the app writes CAD (en-CA, "$" for CAD, cents only when there are some). */
const cad = (cents: number) =>
  new Intl.NumberFormat('en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

const kpi = (dialog: Locator, label: string) =>
  dialog.getByLabel('Key figures').getByTestId('kpi').filter({ hasText: label });

async function openBusinessIntelligence(page: Page) {
  await page.goto('/');
  await openWorkTool(page, 'Business Intelligence');
  const dialog = page.getByRole('dialog', { name: 'Business Intelligence Dashboard' });
  await expect(dialog.getByLabel('Key figures')).toBeVisible({ timeout: 20_000 });
  return dialog;
}

test.describe('a company team at work (issue 22)', () => {
  test('an invited colleague accepts from the e-mail, posts a job for the company, the owner pays, and it is on the board under the company', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const word = uniqueWord('Teampost');
    const title = `${word} kitchen rewiring`;
    const companyName = `Maple Ridge ${uniqueWord('Reno')}`;
    const owner = await createAccount(page.request, { user_type: 'company', full_name: companyName });
    const colleague = await createAccount(page.request, { full_name: 'Colin Colleague' });
    await inviteToTeam(page.request, owner, colleague.email, 'team_member');
    const link = await invitationLinkFor(page, colleague.email);

    // The colleague, in a browser of their own, opens the e-mailed link and accepts.
    const other = await secondPerson(browser, page, baseURL);
    const colleaguePage = other.page;
    try {
      await signInAs(colleaguePage, colleague);
      await colleaguePage.goto(link);
      await colleaguePage.getByRole('button', { name: 'Accept invitation' }).click();
      const team = colleaguePage.getByRole('dialog', { name: 'Team Management' });
      await expect(team.getByRole('tab', { name: 'Team Members (2)' })).toBeVisible();
      await team.getByRole('button', { name: 'Close' }).click();
      await expect(colleaguePage.getByRole('heading', { name: `Welcome to ${companyName}` })).toBeVisible();

      // On the dashboard, acting for the company, they post a job with the wizard.
      await colleaguePage.goto('/dashboard');
      await actAs(colleaguePage, companyName);
      await expect(
        colleaguePage.getByText(`Here is where the job posts of ${companyName} stand.`),
      ).toBeVisible();
      await shot(colleaguePage, 'colleague-acting-for-company');
      await colleaguePage.getByRole('button', { name: 'Post a Job' }).first().click();
      const wizard = colleaguePage.getByRole('dialog', { name: 'Post a Job - Hire Someone' });
      await wizard.getByRole('radio', { name: /^Project/ }).check();
      await choose(colleaguePage, wizard, 'Category', 'Electrical');
      await next(wizard);
      await describeWork(
        wizard,
        title,
        'Rewire a commercial kitchen to code; permits handled by the company.',
      );
      await next(wizard);
      await wizard.getByRole('spinbutton', { name: 'Hourly rate (CAD)' }).fill('48');
      await next(wizard);
      await wizard.getByRole('button', { name: 'Post Job' }).click();
      // A team member without can_manage_billing leaves the payment to the owner: no checkout for them.
      await expect(wizard.getByTestId('publish-success')).toHaveText(
        /^Your job is saved\. The company's owner or a billing manager pays for the post/,
      );
      await expect(colleaguePage).toHaveURL(/\/dashboard/);
      await shot(colleaguePage, 'colleague-posted');
      await wizard.getByRole('button', { name: 'Done' }).click();
      const theirs = colleaguePage.getByRole('main').getByRole('article').filter({ hasText: title });
      await expect(theirs).toContainText('Waiting for payment');

      // The owner, acting for the company, finds it waiting and pays for it in the sandbox.
      await signInAs(page, owner);
      await page.goto('/dashboard');
      await actAs(page, companyName);
      const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
      await expect(card).toContainText('Waiting for payment');
      await shot(page, 'owner-sees-waiting-job');
      await card.getByRole('button', { name: 'Pay to publish' }).click();
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\/cs_/);
      await expect(page.getByText(cad(await postFeeCents(page.request))).first()).toBeVisible();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible();

      // On the board for everyone, under the company's name.
      await page.goto('/#work');
      await searchJobs(page, word);
      const onBoard = jobBoard(page).getByRole('article', { name: title });
      await expect(onBoard).toBeVisible();
      await expect(onBoard).toContainText(companyName);
      await expect(onBoard).not.toContainText('Colin Colleague');
      await onBoard.scrollIntoViewIfNeeded();
      await shot(page, 'board-under-company');

      // In the owner's dashboard when acting for the company (the choice kept in the tab), open now.
      await page.goto('/dashboard');
      await expect(page.getByRole('combobox', { name: 'Acting as' })).toHaveText(companyName);
      await expect(card).toBeVisible();
      await expect(card).not.toContainText('Waiting for payment');
      await expect(card.getByRole('button', { name: 'Pay to publish' })).toHaveCount(0);
      await expectNoSeriousViolations(page, { include: 'main' });
      await shot(page, 'owner-dashboard-company');
      // Acting as themself, the owner's postings are the company's too (a company account posts for it).
      const company = await companyOf(page.request, owner);
      const listed = await page.request.get(`/api/gigs/mine?company_id=${company.id}`, {
        headers: bearer(owner),
      });
      expect(listed.status()).toBe(200);
      const postings = ((await listed.json()) as { postings: Array<{ title: string; status: string }> })
        .postings;
      expect(postings.find((posting) => posting.title === title)?.status).toBe('open');
    } finally {
      await other.context.close();
    }
  });

  test('a viewer reads the analytics, has no Post a Job for the company, and the API refuses their posting', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const companyName = `Cedar Point ${uniqueWord('Build')}`;
    const owner = await createAccount(page.request, { user_type: 'company', full_name: companyName });
    const posted = await createJobPosting(page.request, owner, {
      title: `${uniqueWord('Viewed')} deck repair`,
      company: companyName,
    });
    await payForPost(page.request, owner, posted, baseURL!);
    const viewer = await joinTeam(page, owner, 'viewer', { full_name: 'Vera Viewer' });
    const company = await companyOf(page.request, owner);

    await signInAs(page, viewer);
    await page.goto('/dashboard');
    await actAs(page, companyName);
    await expect(page.getByText(`Here is where the job posts of ${companyName} stand.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post a Job' })).toHaveCount(0);
    await shot(page, 'viewer-dashboard');

    // The server agrees: a posting for the company, with the viewer's own session, is refused.
    const asViewer = (method: string, path: string, body?: unknown) =>
      page.evaluate(
        async (call) => {
          const response = await fetch(call.path, {
            method: call.method,
            headers: {
              ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
              authorization: `Bearer ${localStorage.getItem('token')}`,
            },
            body: call.body === undefined ? undefined : JSON.stringify(call.body),
          });
          return { status: response.status, code: ((await response.json()) as { code?: string }).code };
        },
        { method, path, body },
      );
    const refused = { status: 403, code: 'business.permission_denied' };
    expect(
      await asViewer('POST', '/api/gigs/create', {
        mode: 'job',
        title: 'Not allowed to post this',
        description: 'A viewer may read the figures but not post for the company.',
        category: 'electrical',
        gig_type: 'project',
        pricing_type: 'hourly',
        hourly_rate: 40,
        company_id: company.id,
      }),
    ).toEqual(refused);
    // Nor change the company's posting, or read who applied to it.
    expect(await asViewer('POST', `/api/gigs/${posted}/status`, { status: 'closed' })).toEqual(refused);
    expect(await asViewer('GET', `/api/gigs/${posted}/applications`)).toEqual(refused);

    // The Business Intelligence entry (the mobile menu too, on a phone) opens the company's figures.
    const dialog = await openBusinessIntelligence(page);
    await expect(kpi(dialog, 'Total Jobs Posted')).toContainText('1');
    await expect(kpi(dialog, 'Total Spent')).toContainText(cad(await postFeeCents(page.request)));
    await expect(dialog.getByText('No job postings yet in this period')).toHaveCount(0);
    await expectNoSeriousViolations(page, { include: '[data-testid="business-analytics"]' });
    await shot(page, 'viewer-analytics');
  });

  test('the Business Intelligence figures are what the company did: two paid posts, two applications, one fixed-price hire', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const companyName = `Harbour ${uniqueWord('Works')}`;
    const owner = await createAccount(page.request, {
      user_type: 'company',
      full_name: companyName,
      city: 'Toronto',
    });
    const fee = await postFeeCents(page.request);
    const prices = [650, 1200];
    const titles = [`${uniqueWord('Panel')} panel upgrade`, `${uniqueWord('Fixture')} fixture install`];
    const postingIds: string[] = [];
    for (const [index, price] of prices.entries()) {
      const id = await createJobPosting(page.request, owner, {
        title: titles[index]!,
        pricing_type: 'fixed',
        fixed_price: price,
        hourly_rate: null,
      });
      await payForPost(page.request, owner, id, baseURL!);
      postingIds.push(id);
    }
    const workerName = `Priya ${uniqueWord('Patel')}`;
    const worker: Account = await createAccount(page.request, { full_name: workerName, city: 'Hamilton' });
    const applications: string[] = [];
    for (const [index, id] of postingIds.entries()) {
      applications.push(await applyTo(page.request, worker, id, { proposed_rate: prices[index] }));
    }
    // The owner hires the worker on the first job, at its fixed price.
    const accepted = await page.request.post(`/api/applications/${applications[0]}/accept`, {
      headers: bearer(owner),
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // What the figures should be (decision 043), from what was done.
    const hirePrice = prices[0]! * 100;
    const spent = 2 * fee + hirePrice;
    const statuses = new Map(
      (await myPostings(page.request, owner)).map((posting) => [posting.id, posting.status]),
    );
    const done = (id: string) => ['filled', 'closed'].includes(String(statuses.get(id)));
    const active = postingIds.filter((id) => statuses.get(id) === 'open').length;
    const completed = done(postingIds[0]!) ? 1 : 0;
    const finished = postingIds.filter(done);
    const successRate =
      finished.length === 0 ? '—' : `${Math.round((completed / finished.length) * 1000) / 10}%`;

    await signInAs(page, owner);
    const dialog = await openBusinessIntelligence(page);
    await expect(dialog.getByRole('button', { name: 'Last 30 Days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const jobs = kpi(dialog, 'Total Jobs Posted');
    await expect(jobs.locator('dd').first()).toContainText(/^2/);
    await expect(jobs).toContainText(`${active} active, ${completed} completed`);
    const applied = kpi(dialog, 'Total Applications');
    await expect(applied.locator('dd').first()).toContainText(/^2/);
    await expect(applied).toContainText('1 hired');
    const money = kpi(dialog, 'Total Spent');
    await expect(money.locator('dd').first()).toContainText(cad(spent));
    // One posting with a hire: the average job cost is the whole spend.
    await expect(money).toContainText(`Average job cost: ${cad(spent)}`);
    await expect(kpi(dialog, 'Success Rate').locator('dd').first()).toContainText(successRate);
    await expect(kpi(dialog, 'Success Rate')).toContainText('No reviews yet');
    await shot(page, 'figures-overview');

    // Worker Analytics: the hired worker, with what they earned from the company.
    await dialog.getByRole('combobox', { name: 'View' }).click();
    await page.getByRole('option', { name: 'Worker Analytics' }).click();
    const table = dialog.getByTestId('section-workers').getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').filter({ hasText: workerName });
    const cells = row.getByRole('cell');
    await expect(row.getByRole('rowheader')).toContainText(workerName);
    // The category of the worker's hires, by its label.
    await expect(row.getByRole('rowheader')).toContainText('Electrical · ');
    await expect(row.getByRole('rowheader')).toContainText('Hamilton');
    await expect(cells.nth(0)).toHaveText(String(completed));
    await expect(cells.nth(1)).toHaveText('No reviews yet');
    await expect(cells.nth(2)).toHaveText(cad(hirePrice));
    // Accepted once, never declined by the company: 100%.
    await expect(cells.nth(3)).toHaveText('100%');
    await dialog.getByTestId('section-workers').scrollIntoViewIfNeeded();
    await shot(page, 'figures-workers');
  });
});
