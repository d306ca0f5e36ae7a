import { expect, test } from './fixtures';
import { createAccount, subscribeTo, uniqueWord } from './support/api';
import { employerWithJobs, jobBoard, openAdvancedFilters, searchJobs } from './support/job-board';
import { expectNoSeriousViolations, signInAs } from './support/ui';

/**
 * Exclusive jobs (top pay at or above EXCLUSIVE_HOURLY_RATE_CENTS, $60/h): every viewer sees the
 * mark; Premium members also get them first, in a section above the list, and a filter for them.
 */
test.describe('exclusive jobs', () => {
  /** One job paying above the threshold and one below, found by a word of their own. */
  async function postTwoJobs(page: Parameters<typeof employerWithJobs>[0]) {
    const word = uniqueWord('Exclweld');
    const { posted } = await employerWithJobs(page, [
      { title: `${word} ordinary welder`, hourly_rate: 42, salary_min: 36, salary_max: 48 },
      { title: `${word} lead welder`, hourly_rate: 70, salary_min: 62, salary_max: 75 },
    ]);
    const [ordinary, topPay] = posted as [(typeof posted)[0], (typeof posted)[0]];
    return { word, ordinary, topPay };
  }

  test('a premium member sees the exclusive section first and can list exclusive jobs only', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow(); // two accounts, a checkout, then the section and the filter
    const { word, ordinary, topPay } = await postTwoJobs(page);
    const worker = await createAccount(page, { full_name: 'Premium Pat' });
    await subscribeTo(page, worker, 'premium', baseURL!);
    await signInAs(page, worker);
    await page.goto('/#work');
    const board = jobBoard(page);
    await searchJobs(page, word);

    const section = board.getByRole('region', { name: 'Exclusive for Premium members' });
    await expect(section).toBeVisible();
    await expect(section).toContainText('Top pay of $60/h or more');
    // Only the job paying above the threshold, as an ordinary card with its actions.
    await expect(section.getByTestId('job-card')).toHaveCount(1);
    const inSection = section.getByRole('article', { name: topPay.title });
    await expect(inSection.getByTestId('job-exclusive')).toHaveText('Exclusive: top pay of $60/h or more');
    await expect(inSection.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    // The list below still has both (the exclusive one again), the ordinary one without the mark.
    await expect(board.getByTestId('job-card')).toHaveCount(3);
    await expect(
      board.getByRole('article', { name: ordinary.title }).getByTestId('job-exclusive'),
    ).toHaveCount(0);

    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('exclusive-section.png'), fullPage: false });
    await board.screenshot({ path: testInfo.outputPath('exclusive-board.png') });

    await openAdvancedFilters(page);
    const filter = board.getByRole('checkbox', { name: 'Exclusive jobs only' });
    await expect(filter).toBeEnabled();
    await expect(board.getByRole('link', { name: /Premium/ })).toHaveCount(0);
    await expectNoSeriousViolations(page, { include: '#jobs' });
    await filter.check();
    // Only the exclusive job; the section would repeat it, so it goes.
    await expect(board.getByTestId('job-card')).toHaveCount(1);
    await expect(board.getByTestId('job-card').first()).toHaveAccessibleName(topPay.title);
    await expect(section).toHaveCount(0);
    await expect(board.getByRole('button', { name: /^Filters/ })).toContainText('2 active filters');
    await board.screenshot({ path: testInfo.outputPath('exclusive-filter-on.png') });
  });

  test('a basic worker sees the Exclusive mark, but the filter locked behind Premium and no section', async ({
    page,
  }, testInfo) => {
    const { word, topPay } = await postTwoJobs(page);
    const worker = await createAccount(page, { full_name: 'Basic Bo' });
    await signInAs(page, worker);
    await page.goto('/#work');
    const board = jobBoard(page);
    await searchJobs(page, word);

    await expect(board.getByTestId('job-card')).toHaveCount(2);
    await expect(
      board.getByRole('article', { name: topPay.title }).getByTestId('job-exclusive'),
    ).toBeVisible();
    await expect(board.getByRole('region', { name: 'Exclusive for Premium members' })).toHaveCount(0);

    await openAdvancedFilters(page);
    const filter = board.getByRole('checkbox', { name: 'Exclusive jobs only' });
    await expect(filter).toBeDisabled();
    await expect(filter).not.toBeChecked();
    const premium = board.getByRole('link', { name: /Premium/ });
    await expect(premium).toHaveAttribute('href', '/membership');
    await expectNoSeriousViolations(page, { include: '#jobs' });
    await premium.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('exclusive-locked.png') });
    await premium.click();
    await expect(page).toHaveURL(/\/membership$/);
  });
});
