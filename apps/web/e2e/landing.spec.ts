import { LANDING_ANCHORS } from '@hirehand/shared/app/routes';
import { expect, test } from './fixtures';
import { pricingReady } from './support/landing';

const CATEGORY_TABS = [
  'Skilled Trades',
  'Home Services',
  'Food & Hospitality',
  'Tech & Digital',
  'Transport & Delivery',
  'Education & Tutoring',
  'Health & Care',
  'Events & Entertainment',
];

test.describe('landing page', () => {
  test('has every section anchor, one h1, and a title', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/HireHand/);
    for (const anchor of LANDING_ANCHORS) {
      await expect(page.locator(`[id="${anchor}"]`), anchor).toHaveCount(1);
    }
  });

  test('header links scroll to their sections', async ({ page }) => {
    await page.goto('/contact');
    await page.goto('/#pricing');
    await expect(page.locator('#pricing')).toBeInViewport();
    await page.goto('/#professions');
    await expect(page.locator('#professions')).toBeInViewport();
  });

  test('the profession explorer has 8 category tabs of 6 professions each, usable by keyboard', async ({
    page,
  }) => {
    await page.goto('/#professions');
    const tabs = page.getByRole('tablist', { name: 'Profession categories' }).getByRole('tab');
    await expect(tabs).toHaveText(CATEGORY_TABS);
    const names = new Set<string>();
    for (const [index, label] of CATEGORY_TABS.entries()) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel', { name: label });
      const cards = panel.getByTestId('profession-card');
      await expect(cards).toHaveCount(6);
      for (const card of await cards.all()) {
        await expect(card).toContainText(/\$\d+–\$\d+\/hr/); // pay range
        await expect(card).toContainText(/demand|Growing|Steady|Seasonal/i); // demand label
        await expect(card).toContainText(/: \+\$\d+\/hr/); // certification boost
        names.add((await card.locator('span.text-lg').textContent()) ?? '');
      }
    }
    expect(names.size).toBe(48);

    // Arrow keys move between tabs, as in any tab list.
    await tabs.first().click();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('choosing a profession asks the AI career discovery dialog about it', async ({ page }) => {
    await page.goto('/#professions');
    await page.getByRole('tab', { name: 'Skilled Trades' }).click();
    await page
      .getByRole('tabpanel', { name: 'Skilled Trades' })
      .getByTestId('profession-card')
      .first()
      .click();
    // The question is sent at once (what the server answers is the AI chat's own spec's concern).
    const dialog = page.getByRole('dialog', { name: 'AI Career Discovery' });
    await expect(dialog.getByTestId('ai-user-message')).toHaveText(
      /I'm interested in Electrician work\. Tell me about opportunities and how to earn more\./,
    );
  });

  test('Discover My Opportunities opens the AI career discovery dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Discover My Opportunities' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Career Discovery' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('log')).toContainText('Hi Friend!');
    await expect(dialog.getByRole('list', { name: 'Ways to start' }).getByRole('button')).toHaveCount(4);
  });

  test('pricing shows the three plans with their terms', async ({ page }) => {
    await page.goto('/#pricing');
    const pricing = page.locator('#pricing');
    const free = pricing.getByRole('article', { name: 'Free' });
    await expect(free).toContainText('$0');
    await expect(free).toContainText('5 job applications per month');
    const pro = pricing.getByRole('article', { name: 'Monthly Pro' });
    await expect(pro).toContainText('$4.99');
    await expect(pro).toContainText('per month');
    await expect(pro).toContainText('7-day free trial, no credit card');
    await expect(pro).toContainText('Popular');
    const perPost = pricing.getByRole('article', { name: 'Pay-Per-Post' });
    // This server posts jobs free (JOB_POST_PRICE_CENTS=0): the page says so once the app is up.
    await expect(perPost).toContainText('$0');
    await expect(perPost).toContainText('per job post');
    await expect(perPost).toContainText('30-day visibility');
    await expect(page.locator('#post')).toContainText('Posting a job is free, with 30-day visibility.');
    await pricingReady(page);
    await pro.getByRole('link').click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Join HireHand' })).toBeVisible();
  });

  test('the job board shows its empty text when no job matches', async ({ page }) => {
    // Other tests post jobs on the same server, so ask for one that cannot exist.
    await page.goto('/?searchTerm=zzqxnomatch#work');
    await expect(page.locator('#jobs')).toContainText(
      'No jobs available at the moment. Try adjusting your filters.',
    );
  });
});
