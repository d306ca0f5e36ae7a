import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, createAccount, uniqueWord } from './support/api';
import { choose, describeWork, next, openCreateGig } from './support/create-gig';
import { createJobPosting } from './support/dashboard';
import { jobBoard, searchJobs } from './support/job-board';
import { openWorkTool, signInAs, signInWithToken } from './support/ui';

/**
 * Issue 12, "Rough edges a new user hit", the marketplace's: job cards (Applied, the total,
 * urgency words, Portfolio), gig cards' place, the job wizard's start and end, Edit posting's
 * pay fields. Each test makes its own people and postings through the API.
 */

const shot = async (page: Page, name: string) => {
  const project = (page.viewportSize()?.width ?? 1280) < 768 ? 'mobile' : 'desktop';
  await page.screenshot({ path: `test-results/marketplace-rough-edges/${project}-${name}.png` });
};

/** The page never reloaded since `markPage` (a reload drops the flag). */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed);

/** The card's apply control: "Apply Now", or "Applied" (disabled) once applied. */
const applyControl = (card: Locator) => card.getByRole('button', { name: /^(Apply Now|Applied)$/ });

test.describe('marketplace rough edges', () => {
  test('a job card says Applied at once after applying, and still after a reload; badges read "Urgent" and "High urgency"', async ({
    page,
  }) => {
    test.slow(); // accounts, postings, the apply form and a reload
    const word = uniqueWord('Rivet');
    const employer = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Northern Steel Works',
      user_type: 'employer',
    });
    const urgentTitle = `${word} structural welder`;
    const highTitle = `${word} pipe fitter`;
    await createJobPosting(page.request, employer, { title: urgentTitle, urgency: 'urgent' });
    await createJobPosting(page.request, employer, { title: highTitle, urgency: 'high' });
    const worker = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Priya Patel',
      user_type: 'worker',
    });

    await signInAs(page, worker);
    await page.goto('/#work');
    await searchJobs(page, word);
    const board = jobBoard(page);
    const urgent = board.getByRole('article', { name: urgentTitle });
    const high = board.getByRole('article', { name: highTitle });
    await expect(urgent.locator('[data-urgency]')).toHaveText('Urgent');
    await expect(high.locator('[data-urgency]')).toHaveText('High urgency');
    await expect(board).not.toContainText('Urgent urgency');

    await markPage(page);
    await expect(applyControl(urgent)).toHaveText('Apply Now');
    await urgent.getByRole('button', { name: 'Apply Now' }).click();
    const apply = page.getByTestId('apply-dialog');
    await apply.getByLabel('Cover letter').fill('Red Seal welder, ten years on structural steel.');
    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await expect(apply).toBeHidden();

    // The card turns at once, without a reload; the other card still offers Apply Now.
    await expect(applyControl(urgent)).toHaveText('Applied');
    await expect(applyControl(urgent)).toBeDisabled();
    await expect(urgent.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await expect(applyControl(high)).toHaveText('Apply Now');
    expect(await stayed(page)).toBe(true);
    await urgent.scrollIntoViewIfNeeded();
    await shot(page, 'job-card-applied');

    // The server remembers: after a reload the board still says Applied.
    await page.reload();
    await searchJobs(page, word);
    await expect(applyControl(board.getByRole('article', { name: urgentTitle }))).toBeDisabled();
    await expect(applyControl(board.getByRole('article', { name: urgentTitle }))).toHaveText('Applied');
  });

  test('the board says how many jobs match in all, beyond the 12 it shows', async ({ page }) => {
    test.slow(); // 13 postings by three employers (5 postings a minute each)
    const word = uniqueWord('Tally');
    for (const [index, count] of [5, 5, 3].entries()) {
      const employer = await createAccount(page.request, {
        city: 'Toronto',
        full_name: `Employer ${index + 1}`,
        user_type: 'employer',
      });
      for (let i = 0; i < count; i += 1) {
        await createJobPosting(page.request, employer, { title: `${word} electrician ${index}-${i}` });
      }
    }

    await page.goto('/#work');
    await searchJobs(page, word);
    const board = jobBoard(page);
    await expect(board.getByText('13 jobs found')).toBeVisible();
    await expect(board.getByTestId('job-card')).toHaveCount(12);
    await expect(board.getByText(/jobs shown/)).toHaveCount(0);
    await board.getByText('13 jobs found').scrollIntoViewIfNeeded();
    await shot(page, 'job-total');
    await board.getByRole('button', { name: 'Load More' }).click();
    await expect(board.getByTestId('job-card')).toHaveCount(13);
    await expect(board.getByText('13 jobs found')).toBeVisible();
  });

  test("Portfolio on a job card shows the poster's public profile and postings, and opens one", async ({
    page,
  }) => {
    test.slow();
    const word = uniqueWord('Folio');
    const employer = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Martin Renovations',
      user_type: 'employer',
    });
    const profile = await page.request.patch('/api/profile/me', {
      headers: bearer(employer),
      data: {
        bio: 'Family renovation firm in Toronto since 2004.',
        skills: ['Kitchens', 'Bathrooms', 'Permits'],
      },
    });
    expect(profile.status()).toBe(200);
    const jobTitle = `${word} tile setter`;
    const gigTitle = `${word} kitchen design consults`;
    await createJobPosting(page.request, employer, { title: jobTitle });
    await createJobPosting(page.request, employer, {
      title: gigTitle,
      mode: 'service',
      gig_type: 'service',
      pricing_type: 'fixed',
      hourly_rate: null,
      fixed_price: 250,
    });

    // A visitor: the profile is public.
    await page.goto('/#work');
    await searchJobs(page, word);
    const card = jobBoard(page).getByRole('article', { name: jobTitle });
    await card.getByRole('button', { name: 'Portfolio' }).click();
    const dialog = page.getByTestId('poster-profile');
    await expect(dialog.getByRole('heading', { name: 'Martin Renovations' })).toBeVisible();
    await expect(dialog).toContainText('Employer');
    await expect(dialog).toContainText('Toronto');
    await expect(dialog).toContainText(/Trust score \d+/);
    await expect(dialog).toContainText('Family renovation firm in Toronto since 2004.');
    await expect(dialog.getByText('Kitchens', { exact: true })).toBeVisible();
    await expect(dialog).toContainText('2 open postings');
    await expect(dialog).not.toContainText('No Work Experience Yet');
    const postings = dialog.getByTestId('poster-postings').getByRole('listitem');
    await expect(postings).toHaveCount(2);
    await expect(postings.filter({ hasText: gigTitle })).toContainText('$250 fixed');
    await expect(postings.filter({ hasText: jobTitle })).toContainText('$38/hour');
    await expect(dialog).not.toContainText(employer.email);
    await shot(page, 'poster-profile');

    await dialog.getByRole('button', { name: `View “${gigTitle}”` }).click();
    await expect(dialog).toBeHidden();
    const detail = page.getByTestId('gig-marketplace').getByTestId('gig-detail');
    await expect(detail.getByRole('heading', { name: gigTitle })).toBeVisible();
  });

  test('gig cards show where the service is offered', async ({ page }) => {
    const word = uniqueWord('Where');
    const provider = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Rosa Delgado',
      user_type: 'worker',
    });
    await createJobPosting(page.request, provider, {
      title: `${word} onsite piano tuning`,
      mode: 'service',
      gig_type: 'service',
      location_type: 'onsite',
      city: 'Ottawa',
      location: 'The Glebe, Ottawa',
    });
    await createJobPosting(page.request, provider, {
      title: `${word} remote bookkeeping`,
      mode: 'service',
      gig_type: 'service',
      location_type: 'remote',
      city: 'Toronto',
    });
    await signInWithToken(page, provider);
    await page.goto('/');
    await openWorkTool(page, 'Browse Gigs');
    const marketplace = page.getByTestId('gig-marketplace');
    await marketplace.getByRole('searchbox', { name: 'Search gigs' }).fill(word);
    await marketplace.getByRole('button', { name: 'Apply Filters' }).click();
    const cards = marketplace.getByTestId('gig-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: 'piano' }).getByTestId('gig-place')).toHaveText(
      'Where On-site · The Glebe, Ottawa',
    );
    await expect(cards.filter({ hasText: 'bookkeeping' }).getByTestId('gig-place')).toHaveText(
      'Where Remote · based in Toronto, ON',
    );
    await shot(page, 'gig-cards-place');
  });

  test('the job wizard starts with no gig type; after posting, its message opens the posting', async ({
    page,
  }) => {
    test.slow(); // the whole wizard
    const employer = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Olivia Martin',
      user_type: 'employer',
    });
    await signInWithToken(page, employer);
    await page.goto('/');
    const title = `Deck builder ${uniqueWord('Wiz')}`;

    const wizard = await openCreateGig(page, 'job');
    await expect(wizard.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(wizard.getByRole('radio', { name: /^Service/ })).not.toBeChecked();
    await expect(wizard.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
    await expect(wizard.getByText('Choose a gig type to continue.')).toBeVisible();
    await shot(page, 'wizard-job-start');
    await wizard.getByRole('radio', { name: /^Project/ }).check();
    await choose(page, wizard, 'Category', 'Carpentry');
    await next(wizard);
    await describeWork(wizard, title, 'Build a 12 by 16 ft cedar deck with stairs and a railing.');
    await next(wizard);
    await wizard.getByRole('spinbutton', { name: 'Hourly rate (CAD)' }).fill('45');
    await next(wizard);
    await wizard.getByRole('button', { name: 'Post Job' }).click();

    await expect(wizard.getByTestId('publish-success')).toHaveText(
      /^Job posted successfully! Estimated reach: \d+ potential applicants? will see your posting\.$/,
    );
    await expect(wizard.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard?tab=postings',
    );
    await shot(page, 'wizard-job-posted');
    await wizard.getByRole('button', { name: 'View your job posting' }).click();
    await expect(wizard).toBeHidden();
    // The job opens as a job, not as a service in the Gig Marketplace (no bio, no delivery time).
    const detail = page.getByRole('dialog', { name: title });
    await expect(detail).toHaveAttribute('data-testid', 'job-detail');
    await expect(detail).toContainText('Contract');
    await expect(detail).toContainText('Build a 12 by 16 ft cedar deck');
    await expect(detail).not.toContainText(/bio|Delivery time/);
    await expect(page.getByTestId('gig-marketplace')).toHaveCount(0);
    await shot(page, 'job-detail-from-wizard');
  });

  test('after publishing a gig, its message leads to the dashboard where it is listed', async ({ page }) => {
    test.slow();
    const provider = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Maya Chen',
      user_type: 'worker',
    });
    await signInWithToken(page, provider);
    await page.goto('/');
    const title = `Furniture assembly ${uniqueWord('Dash')}`;

    const wizard = await openCreateGig(page, 'service');
    await expect(wizard.getByRole('radio', { name: /^Service/ })).toBeChecked();
    await choose(page, wizard, 'Category', 'Handyman');
    await next(wizard);
    await describeWork(wizard, title, 'Flat-pack furniture assembled the same day, tools included.');
    await next(wizard);
    await wizard.getByRole('spinbutton', { name: 'Hourly rate (CAD)' }).fill('40');
    await next(wizard);
    await wizard.getByRole('button', { name: 'Publish Gig' }).click();
    await expect(wizard.getByTestId('publish-success')).toContainText('Gig created successfully!');
    await wizard.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=gigs$/);
    await expect(wizard).toBeHidden();
    await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible();
  });

  test('Edit posting shows only the pay fields of the pricing type', async ({ page }) => {
    test.slow();
    const employer = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Olivia Tremblay',
      user_type: 'employer',
    });
    const title = `Electrician ${uniqueWord('Edit')}`;
    await createJobPosting(page.request, employer, {
      title,
      pricing_type: 'hourly',
      hourly_rate: 40,
      salary_min: 30,
      salary_max: 45,
    });
    await signInWithToken(page, employer);
    await page.goto('/dashboard?tab=postings');
    const row = page.getByRole('article', { name: title, exact: true });
    await expect(row).toContainText('$30 - $45/hour');

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit posting' });
    const field = (label: string) => edit.getByLabel(label, { exact: true });
    // Hourly: the rate and the job's hourly range; nothing of a fixed or negotiable price.
    await expect(field('Hourly rate (CAD)')).toHaveValue('40');
    await expect(field('Pay range from (CAD per hour)')).toHaveValue('30');
    await expect(field('Pay range up to (CAD per hour)')).toHaveValue('45');
    await expect(field('Fixed price (CAD)')).toHaveCount(0);
    await expect(field('Price from (CAD)')).toHaveCount(0);
    await shot(page, 'edit-posting-hourly');

    await choose(page, edit, 'Pricing', 'Fixed price');
    await expect(field('Fixed price (CAD)')).toBeVisible();
    for (const hidden of [
      'Hourly rate (CAD)',
      'Pay range from (CAD per hour)',
      'Pay range up to (CAD per hour)',
      'Price from (CAD)',
      'Price up to (CAD)',
    ]) {
      await expect(field(hidden)).toHaveCount(0);
    }
    await shot(page, 'edit-posting-fixed');
    await field('Fixed price (CAD)').fill('900');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    // The board's pay text follows the fixed price (the hourly range no longer applies).
    await expect(row).toContainText('$900 fixed');

    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(field('Fixed price (CAD)')).toHaveValue('900');
    await choose(page, edit, 'Pricing', 'Negotiable');
    await expect(field('Price from (CAD)')).toBeVisible();
    await expect(field('Price up to (CAD)')).toBeVisible();
    for (const hidden of ['Hourly rate (CAD)', 'Fixed price (CAD)', 'Pay range from (CAD per hour)']) {
      await expect(field(hidden)).toHaveCount(0);
    }
  });
});
