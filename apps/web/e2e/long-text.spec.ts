import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applyTo, bearer, createAccount, uniqueWord } from './support/api';
import { postJob, searchJobs } from './support/job-board';
import { createServiceGig, findGig } from './support/marketplace';
import { signInWithToken } from './support/ui';

/**
 * Text without a single space, as a careless or hostile person types it: the decline note that
 * made the employer's Applications tab 5,045 px wide at 375, and a long link.
 */
const unbroken = (length: number) => 'Wxy'.repeat(Math.ceil(length / 3)).slice(0, length);
const LONG_URL = `https://example.ca/${'path-segment/'.repeat(12)}?query=${'v'.repeat(60)}`;

/** The page is no wider than the window: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const width = window.innerWidth;
    // The innermost elements that stick out, to name the culprit when the check fails.
    const out = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > width + 1,
    );
    const innermost = out.filter(
      (element) => !out.some((other) => other !== element && element.contains(other)),
    );
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: width,
      widest: innermost.slice(0, 5).map((element) => `${element.tagName}.${element.className}`.slice(0, 120)),
    };
  });
  expect(scrollWidth, `${where}: page width; sticking out: ${widest.join(' | ')}`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** No element inside the dialog sticks out to the side of it. */
async function expectFitsIn(page: Page, testId: string) {
  const overflow = await page.getByTestId(testId).evaluate((root) => {
    const outer = root.getBoundingClientRect();
    return [...root.querySelectorAll('*')]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.right > outer.right + 1)
      .map(({ element }) => element.textContent?.slice(0, 30));
  });
  expect(overflow, `${testId}: elements wider than it`).toEqual([]);
  const { scrollWidth, clientWidth } = await page
    .getByTestId(testId)
    .evaluate((root) => ({ scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }));
  expect(scrollWidth, `${testId}: scroll width`).toBeLessThanOrEqual(clientWidth);
}

test.describe('long unbroken text', () => {
  test('wraps in the job board card and detail, the dashboard applications and the messages', async ({
    page,
  }) => {
    test.slow();
    const word = uniqueWord();
    const employer = await createAccount(page, {
      user_type: 'employer',
      full_name: `Northern ${unbroken(60)}`,
    });
    const job = await postJob(page, employer.access_token, {
      title: `${word} ${unbroken(80)}`,
      description: `${unbroken(1500)} ${LONG_URL}`,
      company: unbroken(80),
      skills_required: [unbroken(58)],
      location: unbroken(100),
    });
    const worker = await createAccount(page, { full_name: `Priya ${unbroken(70)}` });
    const applicationId = await applyTo(page, worker, job.id, {
      cover_letter: `${unbroken(900)} ${LONG_URL}`,
    });
    const declined = await page.request.post(`/api/applications/${applicationId}/decline`, {
      headers: bearer(employer),
      data: { message: unbroken(678) },
    });
    expect(declined.status(), await declined.text()).toBe(200);

    // The board's card and the job detail.
    await signInWithToken(page, worker);
    await page.goto('/#jobs');
    await searchJobs(page, word);
    const card = page.getByTestId('job-card').filter({ hasText: word });
    await expect(card).toHaveCount(1);
    await expectNoSidewaysScroll(page, 'job board');
    await card.getByRole('button', { name: new RegExp(word) }).click();
    await expect(page.getByTestId('job-detail').getByText(LONG_URL)).toBeVisible();
    await expectFitsIn(page, 'job-detail');
    await expectNoSidewaysScroll(page, 'job detail');
    await page.keyboard.press('Escape');

    // The worker's applications with the decline note.
    await page.goto('/dashboard?tab=applications');
    await expect(page.getByText(unbroken(678))).toBeVisible();
    await expectNoSidewaysScroll(page, 'my applications');

    // Messages: a long message in the conversation about the job.
    const conversation = await page.request.post('/api/conversations', {
      headers: bearer(worker),
      data: {
        participant_ids: [employer.user.id],
        job_id: job.id,
        initial_message: `${unbroken(900)} ${LONG_URL}`,
      },
    });
    expect(conversation.status(), await conversation.text()).toBeLessThan(300);

    // The employer's Applications tab: the cover letter and the decline note.
    await signInWithToken(page, employer);
    await page.goto('/dashboard?tab=postings');
    await page
      .getByRole('button', { name: /View applications/ })
      .first()
      .click();
    await expect(page.getByText(unbroken(678))).toBeVisible();
    await expectNoSidewaysScroll(page, 'received applications');
    await page.screenshot({ path: `test-results/long-text-applications-${test.info().project.name}.png` });

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Messages/ })
      .click();
    const messages = page.getByRole('dialog', { name: 'Messages' });
    await expect(messages).toBeVisible();
    await messages
      .getByRole('button', { name: new RegExp(word) })
      .first()
      .click();
    await expect(messages.getByTestId('message').filter({ hasText: LONG_URL })).toBeVisible();
    await expectNoSidewaysScroll(page, 'messages');
    await page.screenshot({ path: `test-results/long-text-messages-${test.info().project.name}.png` });
  });

  test('wraps in the gig card and detail and on the profile', async ({ page }) => {
    test.slow();
    const word = uniqueWord();
    const provider = await createAccount(page, { full_name: `Maya ${unbroken(70)}` });
    const bio = await page.request.patch('/api/profile/me', {
      headers: bearer(provider),
      data: { bio: `${unbroken(1200)} ${LONG_URL}`, city: unbroken(80) },
    });
    expect(bio.status(), await bio.text()).toBe(200);
    await createServiceGig(page, provider, {
      title: `${word} ${unbroken(80)}`,
      description: `${unbroken(1500)} ${LONG_URL}`,
      skills_required: [unbroken(58)],
      location: unbroken(100),
    });

    await signInWithToken(page, provider);
    await page.goto('/profile');
    await expect(page.getByText(LONG_URL)).toBeVisible();
    await expectNoSidewaysScroll(page, 'profile');
    await page.screenshot({ path: `test-results/long-text-profile-${test.info().project.name}.png` });

    const { card } = await findGig(page, word);
    await expectFitsIn(page, 'gig-marketplace');
    await card.click();
    await expect(
      page.getByTestId('gig-marketplace').getByText(LONG_URL).filter({ visible: true }).first(),
    ).toBeVisible();
    await expectFitsIn(page, 'gig-marketplace');
    await expectNoSidewaysScroll(page, 'gig detail');
    await page.screenshot({ path: `test-results/long-text-gig-${test.info().project.name}.png` });
  });
});
