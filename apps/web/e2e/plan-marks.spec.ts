import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applyTo, createAccount, subscribeTo, uniqueWord } from './support/api';
import { jobBoard, postJob, searchJobs } from './support/job-board';
import { expectNoSeriousViolations, signInAs, signInWithToken } from './support/ui';

/** A screenshot beside the test's results, named with the project (desktop or mobile). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${test.info().project.name}-${name}.png`) });
}

test.describe('plan marks', () => {
  test("a Premium worker sees the employer's contact on a job; the employer sees the worker's Pro badge and priority", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord();
    const employer = await createAccount(page.request, {
      user_type: 'employer',
      full_name: 'Olivia Tremblay',
      phone: '416-555-0199',
    });
    const job = await postJob(page, employer.access_token, { title: `${word} pipeline welder` });
    // A certification among the skills plus a plan with priority placement: a priority applicant.
    const worker = await createAccount(page.request, {
      full_name: 'Priya Patel',
      skills: ['Welding', 'Red Seal Welder'],
    });
    await subscribeTo(page.request, worker, 'premium', baseURL!);
    await applyTo(page.request, worker, job.id);

    // The worker opens the job from the board and reads the employer's direct contact.
    await signInAs(page, worker);
    await page.goto('/#jobs');
    await searchJobs(page, word);
    const card = jobBoard(page).getByTestId('job-card').filter({ hasText: word });
    await card.getByRole('button', { name: new RegExp(word) }).click();
    const detail = page.getByTestId('job-detail');
    const contact = detail.getByRole('region', { name: 'Contact the employer' });
    await expect(contact).toBeVisible();
    await expect(contact.getByRole('link', { name: employer.email })).toHaveAttribute(
      'href',
      `mailto:${employer.email}`,
    );
    // The account keeps the phone normalised (+1 and the digits).
    await expect(contact.getByRole('link', { name: '+14165550199' })).toHaveAttribute(
      'href',
      'tel:+14165550199',
    );
    await expect(detail.getByText("Premium members see the employer's direct contact.")).toBeHidden();
    await contact.scrollIntoViewIfNeeded();
    await shot(page, 'job-detail-contact');
    await expectNoSeriousViolations(page, { include: '[data-testid="job-detail"]' });
    await page.keyboard.press('Escape');

    // The employer's inbox: the applicant carries the Pro badge and the priority marker.
    await signInWithToken(page, employer);
    await page.goto('/dashboard?tab=inbox');
    const application = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: /Priya Patel/ }) });
    await expect(application).toHaveCount(1);
    await expect(application.getByRole('heading', { name: /Priya Patel.*Pro member/ })).toBeVisible();
    await expect(application.getByTestId('pro-badge')).toBeVisible();
    await expect(application.getByTestId('priority-marker')).toContainText('Priority: certified Pro member.');
    await application.scrollIntoViewIfNeeded();
    await shot(page, 'received-application');
    await application.screenshot({
      path: test.info().outputPath(`${test.info().project.name}-received-application-card.png`),
    });
    await expectNoSeriousViolations(page, { include: 'main' });
  });
});
