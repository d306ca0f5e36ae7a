import { expect, test } from './fixtures';
import { createAccount, createPosting, myPostings } from './support/api';
import { choose, describeWork, expectAccessibleWizard, next, openCreateGig } from './support/create-gig';
import { signInWithToken } from './support/ui';

const JOB_POSTED =
  /^Job posted successfully! Estimated reach: \d+ potential applicants? will see your posting\.$/;
const GIG_CREATED =
  /^Gig created successfully! Estimated reach: \d+ potential clients? will see your service\.$/;

/** Ottawa: the browser's GPS answer in these tests. */
const OTTAWA = { latitude: 45.4215, longitude: -75.6972 };

test.describe('Create Gig / Post Job wizard', () => {
  test.use({ geolocation: OTTAWA, permissions: ['geolocation'] });

  test('an employer posts a job through the wizard and sees it in My postings without a reload', async ({
    page,
  }) => {
    // A long journey (every field, two accessibility scans): more than the default 30 s on a slow machine.
    test.setTimeout(90_000);
    const account = await createAccount(page, {
      user_type: 'employer',
      full_name: 'Olivia Martin',
      city: 'Toronto',
    });
    await signInWithToken(page, account);
    await page.goto('/dashboard');
    // Survives only if the page is not reloaded after publishing.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const title = `Bathroom plumber ${Date.now()}`;

    const dialog = await openCreateGig(page, 'job');
    const steps = dialog.getByRole('navigation', { name: 'Progress' }).getByRole('listitem');
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
    await dialog.getByRole('radio', { name: /^Full-time/ }).check();
    await choose(page, dialog, 'Category', 'Plumbing');
    await next(dialog);

    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
    await describeWork(
      dialog,
      title,
      'Replace the vanity drain and fix a leaking shut-off valve in a condo.',
    );
    await expect(dialog.getByText(`${title.length}/100 characters`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Plumbing Installation' }).click();
    await expect(dialog.getByRole('button', { name: 'Plumbing Installation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dialog.getByRole('textbox', { name: 'Add a skill' }).fill('Drywall');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('radio', { name: 'On-site' }).check();
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Martin Renovations');
    await dialog.getByRole('spinbutton', { name: 'Openings' }).fill('2');
    await choose(page, dialog, 'Urgency', 'High');
    await choose(page, dialog, 'Experience required', 'Senior (5-10 years)');
    await dialog.getByRole('checkbox', { name: 'Certification required' }).check();
    await choose(page, dialog, 'Certification type', 'Red Seal Plumber');
    await dialog.getByRole('spinbutton', { name: 'Certification bonus ($/h)' }).fill('5');
    await expectAccessibleWizard(page);
    await next(dialog);

    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await dialog.getByRole('spinbutton', { name: 'Hourly rate (CAD)' }).fill('38.5');
    await next(dialog);

    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByText('$38.50/h')).toBeVisible();
    await expect(dialog.getByText('Red Seal Plumber · $5/h bonus')).toBeVisible();
    await expectAccessibleWizard(page);
    await dialog.getByRole('button', { name: 'Post Job' }).click();

    await expect(dialog.getByTestId('publish-success')).toHaveText(JOB_POSTED);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // The dashboard's list refetched in place: the new posting shows, and the page never reloaded.
    await expect(page.getByRole('main').getByText(title)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    const posting = (await myPostings(page, account)).find((p) => p.title === title);
    expect(posting).toMatchObject({
      mode: 'job',
      category: 'plumbing',
      gig_type: 'full_time',
      pricing_type: 'hourly',
      hourly_rate: 38.5,
      location_type: 'onsite',
      city: 'Toronto',
      company: 'Martin Renovations',
      openings: 2,
      urgency: 'high',
      experience_required: 'senior',
      certification_required: true,
      certification_type: 'red_seal_plumber',
      certification_bonus: 5,
      skills_required: ['Plumbing Installation', 'Drywall'],
      status: 'open',
    });
  });

  test("the Details step's AI writing helper fills the title and description and sets the category and pricing", async ({
    page,
  }, testInfo) => {
    const account = await createAccount(page, { user_type: 'employer', full_name: 'Noor Haddad' });
    await signInWithToken(page, account);
    await page.goto('/dashboard');
    const dialog = await openCreateGig(page, 'job');
    await dialog.getByRole('radio', { name: /^Full-time/ }).check();
    await choose(page, dialog, 'Category', 'Plumbing');
    await next(dialog);

    const helper = dialog.getByRole('region', { name: 'AI writing helper' });
    await helper.getByRole('button', { name: 'Get AI suggestions' }).click();
    await expect(helper.getByRole('alert')).toHaveText('Please describe what you need help with');
    // A handyman's job that mentions painting: the reply's category is handyman, not painting.
    await helper
      .getByRole('textbox', { name: /Describe what you need/ })
      .fill('I need a handyman to fix two doors, repair some drywall and do a little painting');
    await helper.getByRole('button', { name: 'Get AI suggestions' }).click();
    await expect(helper.getByText("Written by HireHand's built-in assistant")).toBeVisible();
    await helper.getByRole('button', { name: 'Use AI Suggestions' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue(/^Handyman to fix two doors/);
    await expect(dialog.getByRole('textbox', { name: /^Description/ })).toHaveValue(
      /^I need a handyman to fix two doors, repair some drywall and do a little painting\. /,
    );
    await expectAccessibleWizard(page);
    await page.screenshot({ path: testInfo.outputPath('ai-writing-helper.png') });

    // The category the reply named replaced the one chosen; the pricing is the fixed price it named.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Category', exact: true })).toHaveText('Handyman');
    await next(dialog);
    await dialog.getByRole('radio', { name: 'On-site', exact: true }).check();
    await next(dialog);
    await expect(dialog.getByRole('spinbutton', { name: 'Fixed price (CAD)' })).toBeVisible();
    await expect(dialog.getByRole('spinbutton', { name: 'Hourly rate (CAD)' })).toBeHidden();
  });

  test('a provider publishes a fixed-price service gig', async ({ page }) => {
    const account = await createAccount(page, { user_type: 'worker', full_name: 'Maya Chen' });
    await signInWithToken(page, account);
    await page.goto('/');
    const title = `Furniture assembly ${Date.now()}`;

    const dialog = await openCreateGig(page, 'service');
    await expect(dialog.getByRole('radio', { name: /^Service/ })).toBeChecked();
    await choose(page, dialog, 'Category', 'Handyman');
    await next(dialog);
    await describeWork(dialog, title, 'Flat-pack furniture assembled the same day, tools included.');
    await dialog.getByRole('button', { name: 'Assembly' }).click();
    await dialog.getByRole('button', { name: 'Use GPS location' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveValue('Ottawa, ON');
    await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Ottawa');
    await next(dialog);
    await dialog.getByRole('radio', { name: /^Fixed price/ }).check();
    await dialog.getByRole('spinbutton', { name: 'Fixed price (CAD)' }).fill('1250');
    await choose(page, dialog, 'Delivery time', '3 days');
    await next(dialog);
    await expect(dialog.getByText('$1,250', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('heading', { name: 'Set your price' })).toBeFocused();
    await next(dialog);
    await dialog.getByRole('button', { name: 'Publish Gig' }).click();

    await expect(dialog.getByTestId('publish-success')).toHaveText(GIG_CREATED);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    const posting = (await myPostings(page, account)).find((p) => p.title === title);
    expect(posting).toMatchObject({
      mode: 'service',
      gig_type: 'service',
      category: 'handyman',
      pricing_type: 'fixed',
      fixed_price: 1250,
      hourly_rate: null,
      delivery_time_days: 3,
      skills_required: ['Assembly'],
      location: 'Ottawa, ON',
      city: 'Ottawa',
      latitude: OTTAWA.latitude,
      longitude: OTTAWA.longitude,
    });
  });

  test("the Details step's instant match previews a job nearby, after the basic details", async ({
    page,
  }) => {
    const stamp = Date.now();
    const employer = await createAccount(page.request, {
      user_type: 'employer',
      full_name: 'Olivia Tremblay',
    });
    const jobTitle = `Deck repair ${stamp}`;
    await createPosting(page.request, employer, {
      mode: 'job',
      title: jobTitle,
      description: 'Replace rotten boards and railings on a backyard deck.',
      category: 'handyman',
      gig_type: 'part_time',
      pricing_type: 'hourly',
      hourly_rate: 34,
      location_type: 'onsite',
      city: 'Ottawa',
      company: 'Tremblay Builds',
    });
    const account = await createAccount(page, { user_type: 'worker', full_name: 'Maya Chen' });
    await signInWithToken(page, account);
    await page.goto('/');
    const dialog = await openCreateGig(page, 'service');
    await choose(page, dialog, 'Category', 'Handyman');
    await next(dialog);
    const instant = dialog.getByRole('region', { name: 'Instant Match' });
    await instant.getByRole('button', { name: 'Find nearby jobs' }).click();
    await expect(instant).toContainText('Please fill in basic details first');

    await describeWork(
      dialog,
      `Handyman repairs ${stamp}`,
      'Decks, fences and small repairs, tools included.',
    );
    await dialog.getByRole('button', { name: 'Use GPS location' }).click();
    await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Ottawa');
    await instant.getByRole('button', { name: 'Find nearby jobs' }).click();
    await expect(instant).toContainText(/Found \d+ instant match(es)?! Check the results below\./);
    await expect(instant.getByRole('listitem').filter({ hasText: jobTitle })).toContainText(/km away/);
    expect(await instant.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await expectAccessibleWizard(page);
  });

  test('the publish check message shows for a too-short title and nothing is sent', async ({ page }) => {
    const account = await createAccount(page, { user_type: 'employer' });
    await signInWithToken(page, account);
    await page.goto('/');
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/gigs/create')) creates.push(request.method());
    });

    const dialog = await openCreateGig(page, 'job');
    await dialog.getByRole('radio', { name: /^Project/ }).check();
    await choose(page, dialog, 'Category', 'Handyman');
    await next(dialog);
    await describeWork(dialog, ' ab ', 'A description that is long enough to pass.');
    await next(dialog);
    await dialog.getByRole('spinbutton', { name: 'Hourly rate (CAD)' }).fill('30');
    await next(dialog);
    await dialog.getByRole('button', { name: 'Post Job' }).click();

    await expect(dialog.getByRole('alert').filter({ hasText: /./ })).toHaveText(
      'Title must be at least 3 characters long',
    );
    await expect(dialog).toBeVisible();
    expect(creates).toEqual([]);
  });
});
