import { expect, test } from './fixtures';
import { createAccount } from './support/api';
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
    await expect(professional.getByRole('button', { name: 'Current Plan' })).toHaveAttribute(
      'aria-disabled',
      'true',
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
    await page
      .locator('#pricing')
      .getByRole('article', { name: 'Monthly Pro' })
      .getByRole('button', { name: 'Start free trial' })
      .click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\/cs_/);
    await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  });
});
