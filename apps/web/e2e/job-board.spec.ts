import { expect, test } from './fixtures';
import { createAccount, uniqueWord } from './support/api';
import {
  chooseFilter,
  employerWithJobs,
  jobBoard,
  openAdvancedFilters,
  searchJobs,
  uniqueTorontoPoint,
} from './support/job-board';
import { signInAs } from './support/ui';

test.describe('job board', () => {
  test('a posted job appears on the board; a search term and urgency narrow to it', async ({ page }) => {
    const word = uniqueWord('Arcweld');
    const point = uniqueTorontoPoint();
    const { posted } = await employerWithJobs(page, [
      {
        title: `${word} pipe welder, night shift`,
        urgency: 'low',
        ...point,
      },
      {
        title: `${word} structural welder`,
        urgency: 'urgent',
        certification_required: true,
        certification_type: 'red_seal_welder',
        certification_bonus: 5,
        ...point,
      },
    ]);
    const [lowJob, urgentJob] = posted as [(typeof posted)[0], (typeof posted)[0]];

    await page.goto('/#work');
    const board = jobBoard(page);
    // Newest first: the job just posted is on the first page.
    await expect(board.getByRole('article', { name: urgentJob.title })).toBeVisible();

    await searchJobs(page, word);
    const cards = board.getByTestId('job-card');
    await expect(cards).toHaveCount(2);

    const card = board.getByRole('article', { name: urgentJob.title });
    await expect(card).toContainText('Northern Steel Works');
    await expect(card).toContainText('Toronto');
    await expect(card).toContainText('Contract');
    await expect(card).toContainText('$36 - $48/hour');
    await expect(card).toContainText(/Trust score \d+/);
    await expect(card.locator('[data-urgency="urgent"]')).toHaveText('Urgent');
    await expect(card).toContainText('Welding');
    await expect(card).toContainText(/Posted (just now|\d+ minutes? ago)/);
    await expect(card.getByTestId('job-certification')).toContainText('Requires Red Seal Welder');
    await expect(card.getByTestId('job-certification')).toContainText('+$5/h');

    await openAdvancedFilters(page);
    await chooseFilter(page, 'Urgency', 'Urgent');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName(urgentJob.title);
    await expect(board.getByRole('button', { name: /^Filters/ })).toContainText('2 active filters');

    await chooseFilter(page, 'Urgency', 'Low');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName(lowJob.title);

    await board.getByRole('button', { name: 'Clear all' }).click();
    await expect(board.getByLabel('Search jobs')).toHaveValue('');
    await expect(board.getByTestId('filter-count')).toHaveCount(0);

    // Signed out, Apply Now asks to sign in first.
    await searchJobs(page, word);
    await expect(cards).toHaveCount(2);
    await board
      .getByRole('article', { name: urgentJob.title })
      .getByRole('button', { name: 'Apply Now' })
      .click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test('an unknown city is explained by the location box', async ({ page }) => {
    await page.goto('/#work');
    const board = jobBoard(page);
    const city = uniqueWord('Nowhereville');
    await board.getByLabel('Location').fill(city);
    await board.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(board.getByText(`We couldn't find "${city}".`, { exact: false })).toBeVisible();
    await expect(board.getByLabel('Location')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the map lists a posted job among the nearby jobs, at the distance the list gives, when location is granted', async ({
    page,
    context,
  }) => {
    const word = uniqueWord('Mapweld');
    const point = uniqueTorontoPoint();
    const { posted } = await employerWithJobs(page, [{ title: `${word} welder near you`, ...point }]);
    const worker = await createAccount(page);
    await signInAs(page, worker);
    await context.grantPermissions(['geolocation']);
    // About 1.7 km south of the job: the list and the map must both say so.
    await context.setGeolocation({
      latitude: point.latitude - 0.015,
      longitude: point.longitude,
      accuracy: 25,
    });

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        errors.push(message.text());
      }
    });
    const stored = page.waitForResponse(
      (response) => response.url().endsWith('/api/location/update') && response.status() === 200,
    );

    await page.goto('/#work');
    const board = jobBoard(page);
    await board.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(board.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await stored;
    await expect(board.getByRole('status').filter({ hasText: 'Using your current location' })).toBeVisible();

    const nearby = board.getByTestId('nearby-jobs');
    const item = nearby.getByRole('listitem').filter({ hasText: posted[0]!.title });
    await expect(item).toBeVisible();
    await expect(item).toContainText('1.7 km');
    await expect(item).toContainText('/h');
    await expect(board.getByText('Within 25 km of your location', { exact: true }).first()).toBeVisible();
    expect(await nearby.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    const navigate = item.getByRole('link', { name: /^Navigate/ });
    await expect(navigate).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${point.latitude},${point.longitude}`,
    );
    await expect(navigate).toHaveAttribute('target', '_blank');

    // The map draws the job as a marker even without tiles (offline), and the CSP lets Leaflet run.
    await expect(board.locator('.leaflet-container')).toBeVisible();
    await expect(board.locator('path.leaflet-interactive').first()).toBeVisible();
    expect(errors).toEqual([]);

    await board.getByRole('button', { name: 'Refresh' }).click();
    await expect(item).toBeVisible();

    // The job's marker opens a popup with its title, pay and Apply Now (the apply form).
    await board.locator(`path.job-marker-${posted[0]!.id}`).click({ force: true });
    const popup = board.locator('.leaflet-popup');
    await expect(popup).toContainText(posted[0]!.title);
    await expect(popup).toContainText('$36 - $48/hour');
    await popup.getByRole('button', { name: 'Apply Now' }).click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: `Apply for "${posted[0]!.title}"` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // The list measures from the same point: the card gives the same distance.
    await board.getByRole('button', { name: 'List', exact: true }).click();
    await searchJobs(page, word);
    await expect(board.getByRole('article', { name: posted[0]!.title })).toContainText('1.7 km away');
    await expect(board.getByTestId('search-origin')).toHaveText('Within 25 km of your location');
  });

  test('denied location shows "Location Access Required" and the map centres on Toronto', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto('/#work');
    const board = jobBoard(page);
    await board.getByRole('button', { name: 'Map', exact: true }).click();
    const denied = board.getByTestId('location-denied');
    await expect(denied.getByRole('heading', { name: 'Location Access Required' })).toBeVisible();
    // No reference point, so no distances and no radius are claimed.
    await expect(
      board.getByText('Enter a city in the search, or allow location access, to see the jobs nearest to it.'),
    ).toBeVisible();
    await expect(board.getByTestId('search-origin')).toContainText('All locations.');
    await expect(board.locator('.leaflet-container')).toBeVisible();

    // Enable Location asks again: once allowed, the panel goes.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 43.7, longitude: -79.4 });
    await denied.getByRole('button', { name: 'Enable Location' }).click();
    await expect(board.getByTestId('location-denied')).toHaveCount(0);
    await expect(board.getByText('Within 25 km of your location', { exact: true }).first()).toBeVisible();
  });

  test('a typed city is the one reference point: the list says it, and the map centres on it', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto('/?location=Halifax&radius=50#work');
    const board = jobBoard(page);
    await expect(board.getByTestId('search-origin')).toHaveText('Within 50 km of Halifax');
    await board.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(board.getByText('Within 50 km of Halifax', { exact: true }).last()).toBeVisible();
    // The city is the reference: the device's position is not asked for.
    await expect(board.getByTestId('location-denied')).toHaveCount(0);
  });

  test('a signed-in worker applies from the board: Apply Now opens the apply form', async ({ page }) => {
    const word = uniqueWord('Applyweld');
    const { posted } = await employerWithJobs(page, [
      { title: `${word} welder, apply today`, ...uniqueTorontoPoint() },
    ]);
    const worker = await createAccount(page);
    await signInAs(page, worker);
    await page.goto('/#work');
    await searchJobs(page, word);
    const card = jobBoard(page).getByRole('article', { name: posted[0]!.title });
    await card.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Apply for "${posted[0]!.title}"` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the poster sees no Apply Now on their own job', async ({ page }) => {
    const word = uniqueWord('Ownweld');
    const { employer, posted } = await employerWithJobs(page, [{ title: `${word} my own job` }]);
    await signInAs(page, employer);
    await page.goto('/#work');
    await searchJobs(page, word);
    const card = jobBoard(page).getByRole('article', { name: posted[0]!.title });
    await expect(card).toContainText('Your posting');
    await expect(card.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  });
});
