import { expect, test } from './fixtures';
import { bearer, createAccount, uniqueWord } from './support/api';
import { employerWithJobs, jobBoard, searchJobs, uniqueTorontoPoint } from './support/job-board';
import { signInAs, toastWith } from './support/ui';

const shot = (name: string, width: number) => `/tmp/job-alerts-${name}-${width}.png`;

/**
 * Job alerts ('Save this search', decision 041): a basic worker keeps one saved search, sees it
 * in Settings, is told the plan's limit on a second one, and deletes it.
 */
test.describe('job alerts', () => {
  test("a basic worker saves the board's search, sees it in Settings, meets the limit and deletes it", async ({
    page,
  }) => {
    test.slow(); // a board search, Settings twice and a second save
    const word = uniqueWord('Alertweld');
    await employerWithJobs(page, [{ title: `${word} welder wanted`, ...uniqueTorontoPoint() }]);
    const worker = await createAccount(page, { full_name: 'Basil Basic' });
    await signInAs(page, worker);
    await page.goto('/#work');
    const board = jobBoard(page);
    await searchJobs(page, word);
    await expect(board.getByRole('article', { name: `${word} welder wanted` })).toBeVisible();

    const name = `${word.charAt(0).toUpperCase()}${word.slice(1)} jobs`;
    await board.getByRole('button', { name: 'Save this search' }).click();
    await expect(
      toastWith(page, `Saved “${name}”. We’ll e-mail you a weekly digest of new matches.`),
    ).toBeVisible();
    const width = page.viewportSize()?.width ?? 1280;
    await board.getByRole('button', { name: 'Save this search' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('board-saved', width) });

    await page.goto('/settings#job-alerts');
    const section = page.getByRole('region', { name: 'Job alerts' });
    await expect(section.getByText(name, { exact: true })).toBeVisible();
    await expect(section.getByText(`“${word}”`, { exact: true })).toBeVisible();
    await expect(section.getByText('Weekly e-mail digest')).toBeVisible();
    await expect(section.getByTestId('job-alerts-usage')).toHaveText(
      '1 of 1 saved search used — upgrade for unlimited instant alerts',
    );
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('settings', width) });

    // A second search is over the basic plan's one: the refusal names it and links to the plans.
    await page.goto('/#work');
    await searchJobs(page, `${word} night`);
    await board.getByRole('button', { name: 'Save this search' }).click();
    const refusal = board.getByRole('alert').filter({ hasText: 'Your plan keeps one saved search' });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/membership');
    await refusal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('limit', width) });

    await page.goto('/settings#job-alerts');
    await section.getByRole('button', { name: `Delete the job alert “${name}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this job alert?' });
    await expect(dialog).toContainText(name);
    await page.screenshot({ path: shot('delete', width) });
    await dialog.getByRole('button', { name: 'Delete alert' }).click();
    await expect(section.getByText(/No job alerts yet/)).toBeVisible();
    await expect(section.getByTestId('job-alerts-usage')).toContainText('0 of 1 saved search used');
    const list = await page.request.get('/api/job-alerts', { headers: bearer(worker) });
    expect((await list.json()).alerts).toEqual([]);
  });

  test("an opted-in worker appears on an employer's map as 'First L.' with their skills", async ({
    page,
    context,
  }) => {
    const point = uniqueTorontoPoint();
    const first = uniqueWord('Zoe');
    const worker = await createAccount(page, { full_name: `${first} Kowalski` });
    const prefs = await page.request.put('/api/profile/me/work-preferences', {
      headers: bearer(worker),
      data: {
        desired_rate: null,
        job_types: [],
        schedules: [],
        max_distance_km: null,
        categories: [],
        certifications: [],
        discoverable: true,
      },
    });
    expect(prefs.status(), await prefs.text()).toBe(200);
    // About 2 km north of where the employer stands.
    const placed = await page.request.post('/api/location/update', {
      headers: bearer(worker),
      data: { latitude: point.latitude + 0.018, longitude: point.longitude },
    });
    expect(placed.status(), await placed.text()).toBe(200);

    const employer = await createAccount(page, { user_type: 'employer', full_name: 'Map Employer' });
    await signInAs(page, employer);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ ...point, accuracy: 25 });
    await page.goto('/#work');
    const board = jobBoard(page);
    await board.getByRole('button', { name: 'Map', exact: true }).click();
    await board.getByRole('button', { name: 'Workers', exact: true }).click();
    await expect(board.getByRole('heading', { name: 'Workers nearby' })).toBeVisible();
    const item = board
      .getByTestId('nearby-workers')
      .getByRole('listitem')
      .filter({ hasText: `${first} K.` });
    // Rounded to about 1 km: the distance is whole km from the rounded position.
    await expect(item).toContainText(new RegExp(`${first} K\\. · [123] km`));
    await expect(board.getByTestId('nearby-workers')).not.toContainText('Kowalski');
    await expect(board.locator('.worker-marker').first()).toBeAttached();
    const width = page.viewportSize()?.width ?? 1280;
    await board.getByRole('heading', { name: 'Workers nearby' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('map-workers', width) });
  });
});
