import { expect, test } from './fixtures';
import { createAccount, uniqueWord } from './support/api';
import { png } from './support/files';
import { jobBoard, postJob, searchJobs } from './support/job-board';
import { expectNoSeriousViolations, isDesktop, secondPerson, signInAs } from './support/ui';

test.describe('the public company page (issue 22: postings shown under the company name lead somewhere)', () => {
  test("a visitor follows a job's company name to the company's page: its profile and its open jobs", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const word = uniqueWord('Cedarline');
    const companyName = `${word} Builders Inc.`;
    const width = isDesktop(page) ? 1280 : 375;

    // The company fills its profile on its profile page, in its own browser.
    const owner = await secondPerson(browser, page, baseURL);
    const account = await createAccount(owner.page, { full_name: `${word} Builders`, user_type: 'company' });
    await signInAs(owner.page, account);
    await owner.page.goto('/profile');
    const card = owner.page.getByRole('region', { name: 'Company profile' });
    await card.getByRole('button', { name: 'Edit company profile' }).click();
    const form = owner.page.getByRole('form', { name: 'Edit company profile' });
    await form.getByLabel(/^Company name/).fill(companyName);
    await form.getByLabel('City').fill('Hamilton');
    await form.getByLabel('Website').fill('https://cedarline.example.ca');
    await form.getByRole('combobox', { name: 'Company size' }).click();
    await owner.page.getByRole('option', { name: '11-50 employees' }).click();
    await form.getByLabel('About the company').fill('Timber frames and renovations in the Hamilton area.');
    await form.getByTestId('company-logo-input').setInputFiles({
      name: 'cedar.png',
      mimeType: 'image/png',
      buffer: png(64, 64, (x, y) => (x > y ? [20, 110, 60] : [240, 240, 230])),
    });
    await form.getByRole('button', { name: 'Save Company Profile' }).click();
    await expect(card.getByText('Your company profile has been updated.')).toBeVisible();
    await owner.context.close();

    // It posts a job (a company account's posts are its company's), open on the board at once.
    const job = await postJob(page, account.access_token, {
      title: `${word} finish carpenter`,
      city: 'Hamilton',
      latitude: 43.2557,
      longitude: -79.8711,
    });

    // A visitor finds the job on the board and opens it; its company name leads to the company.
    await page.goto('/#work');
    await searchJobs(page, word);
    const jobCard = jobBoard(page).getByRole('article', { name: job.title });
    await expect(jobCard).toBeVisible();
    await expect(jobCard.getByRole('link', { name: companyName })).toHaveAttribute(
      'href',
      /^\/companies\/[0-9a-f-]{36}$/,
    );
    await jobCard.getByRole('button', { name: job.title }).click();
    const detail = page.getByTestId('job-detail');
    await expect(detail.getByRole('heading', { name: job.title })).toBeVisible();
    await expect(detail.getByText(`Posted by ${companyName}`)).toBeVisible();
    await detail.getByRole('link', { name: companyName }).click();

    await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('job-detail')).toHaveCount(0);
    await expect(page).toHaveTitle(`${companyName} | HireHand`);
    const header = page.getByTestId('company-header');
    await expect(header.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    await expect(header.getByText('Timber frames and renovations in the Hamilton area.')).toBeVisible();
    await expect(header.getByText('Hamilton', { exact: true })).toBeVisible();
    await expect(header.getByText('11-50 employees')).toBeVisible();
    await expect(header.getByText(/^Member since /)).toBeVisible();
    await expect(header.getByText('1 open job', { exact: true })).toBeVisible();
    const website = header.getByRole('link', { name: /cedarline\.example\.ca/ });
    await expect(website).toHaveAttribute('href', 'https://cedarline.example.ca');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(website).toHaveAttribute('target', '_blank');
    const logo = header.getByRole('img', { name: `Logo of ${companyName}` });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    const jobs = page.getByRole('region', { name: `Open jobs at ${companyName}` });
    await expect(jobs.getByRole('article', { name: job.title })).toBeVisible();
    await expect(jobs.getByTestId('job-card')).toHaveCount(1);

    await expectNoSeriousViolations(page, { include: 'main' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`company-page-${width}.png`), fullPage: true });

    // Its job opens from the company page too, as on the board.
    await jobs.getByRole('button', { name: job.title }).click();
    await expect(page.getByTestId('job-detail').getByRole('heading', { name: job.title })).toBeVisible();
  });

  test('an unknown company is a not-found page; a company with no open job says so', async ({ page }) => {
    await page.goto('/companies/0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d');
    await expect(page.getByRole('heading', { level: 1, name: 'Company not found' })).toBeVisible();
    await expect(page).toHaveTitle('Company not found | HireHand');
    await expectNoSeriousViolations(page, { include: 'main' });

    const word = uniqueWord('Quietco');
    const account = await createAccount(page, { full_name: `${word} Renovations`, user_type: 'company' });
    const companies = await page.request.get('/api/business/companies', {
      headers: { authorization: `Bearer ${account.access_token}` },
    });
    const [company] = ((await companies.json()) as { companies: { id: string }[] }).companies;
    await page.goto(`/companies/${company!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${word} Renovations` })).toBeVisible();
    await expect(page.getByText('No open jobs right now')).toBeVisible();
    await expect(page.getByText('0 open jobs', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, { include: 'main' });
    await page.screenshot({
      path: test.info().outputPath(`company-page-empty-${isDesktop(page) ? 1280 : 375}.png`),
      fullPage: true,
    });
  });
});
