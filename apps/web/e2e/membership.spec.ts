import { expect, test } from './fixtures';
import { applyTo, bearer, createAccount, uniqueWord } from './support/api';
import { employerWithJobs, jobBoard, searchJobs, uniqueTorontoPoint } from './support/job-board';
import { pricingReady } from './support/landing';
import { expectNoSeriousViolations, expectSignedInAs, signInAs } from './support/ui';

/**
 * Issue 19's journey: a basic worker upgrades to Professional through the embedded sandbox
 * checkout (no card: the trial), sees the result page's success view, then /membership marks
 * Professional as Current. Runs at 1280 and 375 px (the configured projects).
 */
test.describe('membership: upgrading through the sandbox checkout', () => {
  test('a worker starts the Professional trial and comes back to it as the current plan', async ({
    page,
  }, testInfo) => {
    test.slow();
    const account = await createAccount(page, { full_name: 'Amara Okafor' });
    await signInAs(page, account);

    await page.goto('/membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeFocused();
    const professional = page.getByTestId('plan-professional');
    const basic = page.getByTestId('plan-basic');
    await expect(basic.getByText('Current', { exact: true })).toBeVisible();
    await expect(professional.getByText('Popular', { exact: true })).toBeVisible();
    await expect(professional.getByText('$4.99')).toBeVisible();
    await expect(page.getByTestId('current-plan-banner')).toContainText('You are on the Basic plan.');
    await expect(page.getByText('5 of 5 applications left this month')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('membership-basic.png'), fullPage: true });

    // Professional's button: a session for this origin, then the provider's page.
    await professional.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\/cs_/);
    await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
    await expect(page.getByText('Sandbox: no real charge')).toBeVisible();
    await page.getByRole('button', { name: 'Start trial' }).click();

    // Back on the result page with the session id: a trial is a success.
    await expect(page).toHaveURL(/\/membership-success\?session_id=cs_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your free trial has started!' })).toBeVisible();
    await expect(page.getByTestId('payment-result-message')).toContainText('Welcome to Professional.');
    await expect(page.getByTestId('payment-result-message')).toContainText('Your trial ends on');
    const details = page.getByTestId('payment-details');
    await expect(details).toContainText('Professional');
    await expect(details).toContainText('0.00 CAD');
    await expect(details).toContainText('Monthly');
    await expect(details).toContainText('Free trial');
    await expect(page.getByText('Unlimited job applications')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/#jobs');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('membership-success.png'), fullPage: true });

    await page.goto('/membership');
    await expect(professional.getByText('Current', { exact: true })).toBeVisible();
    await expect(basic.getByText('Current', { exact: true })).toHaveCount(0);
    // On trial, the plan can be paid for now (a paid checkout, no second trial).
    await expect(professional.getByRole('button', { name: 'Pay now and keep Professional' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await expect(page.getByTestId('current-plan-banner')).toContainText('You are on the Professional plan.');
    await expect(page.getByTestId('current-plan-banner')).toContainText('Your free trial ends on');
    await expect(page.getByRole('list', { name: 'Billing history' })).toContainText(
      'Free trial of Professional started',
    );
    await page.screenshot({ path: testInfo.outputPath('membership-professional.png'), fullPage: true });
  });

  test('signed out, the plans show and upgrading asks to log in', async ({ page }) => {
    await page.goto('/membership');
    const professional = page.getByTestId('plan-professional');
    await professional.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please log in to upgrade your membership.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/membership$/);
  });

  test("the landing's Start free trial takes a signed-in worker to the sandbox checkout", async ({
    page,
  }) => {
    const account = await createAccount(page, { full_name: 'Jonas Berg' });
    await signInAs(page, account);
    // The landing arrives prerendered and signed out: click once the app has taken over, signed in.
    await expectSignedInAs(page, 'Jonas Berg');
    await pricingReady(page);
    await page
      .locator('#pricing')
      .getByRole('article', { name: 'Monthly Pro' })
      .getByRole('link', { name: 'Start free trial' })
      .click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\/cs_/);
    await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  });

  test("a basic worker's 6th application of the month shows the limit and an upgrade link", async ({
    page,
  }, testInfo) => {
    test.slow();
    const word = uniqueWord('Limitweld');
    // Two employers of three jobs each (one account may post only so many jobs an hour).
    const jobs = (from: number) =>
      [from, from + 1, from + 2].map((n) => ({ title: `${word} welder ${n}`, ...uniqueTorontoPoint() }));
    const posted = [
      ...(await employerWithJobs(page, jobs(1))).posted,
      ...(await employerWithJobs(page, jobs(4))).posted,
    ];
    const worker = await createAccount(page, { full_name: 'Nadia Haddad' });
    // Five applications this month, as the apply form sends them.
    for (const job of posted.slice(0, 5)) await applyTo(page, worker, job.id);
    await signInAs(page, worker);
    await page.goto('/#work');
    await searchJobs(page, word);

    const sixth = posted[5]!;
    await jobBoard(page)
      .getByRole('article', { name: sixth.title })
      .getByRole('button', { name: 'Apply Now' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Apply for "${sixth.title}"` });
    await expect(dialog.getByTestId('applications-left')).toHaveText('0 of 5 applications left this month');
    // The limit and the way to lift it, instead of a form the server would refuse.
    await expect(dialog.getByRole('alert')).toContainText(
      "You've used your 5 job applications for this month on the Basic plan.",
    );
    await expect(dialog.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
    // The server holds the line too: a 6th application sent anyway is refused with its detail.
    const refused = await page.request.post(`/api/gigs/${sixth.id}/apply`, {
      headers: bearer(worker),
      data: { cover_letter: 'Certified welder, available next week with my own tools.' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('membership.application_limit');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('application-limit.png') });

    await dialog.getByRole('link', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await expect(page.getByText('0 of 5 applications left this month')).toBeVisible();
  });
});
