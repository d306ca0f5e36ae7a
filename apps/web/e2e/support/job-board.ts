import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { createAccount, createPosting } from './api';

/**
 * A point in the Toronto area, different for every test, so that "the nearest jobs"
 * to it are this test's own even while other tests post jobs around Toronto.
 */
export const uniqueTorontoPoint = () => ({
  latitude: Number((43.6 + randomInt(20_000) / 100_000).toFixed(5)),
  longitude: Number((-79.55 + randomInt(30_000) / 100_000).toFixed(5)),
});

export interface PostedJob {
  id: string;
  title: string;
}

/** Posts an open welding job in Toronto (mode 'job') as the account with that token. */
export async function postJob(
  page: Page,
  token: string,
  fields: Record<string, unknown>,
): Promise<PostedJob> {
  const title = String(fields.title);
  const id = await createPosting(
    page,
    { access_token: token },
    {
      mode: 'job',
      description: `${title}: tools provided, paid weekly in CAD, safety gear on site.`,
      category: 'welding',
      gig_type: 'project',
      pricing_type: 'hourly',
      hourly_rate: 42,
      salary_min: 36,
      salary_max: 48,
      location_type: 'onsite',
      city: 'Toronto',
      gps_enabled: true,
      job_type: 'contract',
      skills_required: ['Welding', 'Blueprint reading'],
      ...fields,
    },
  );
  return { id, title };
}

/** An employer account (through the API) that has posted the given jobs. */
export async function employerWithJobs(page: Page, jobs: Record<string, unknown>[]) {
  const employer = await createAccount(page, { user_type: 'employer', full_name: 'Northern Steel Works' });
  const posted: PostedJob[] = [];
  for (const job of jobs) posted.push(await postJob(page, employer.access_token, job));
  return { employer, posted };
}

/** The job board section of the landing page. */
export const jobBoard = (page: Page) => page.locator('#jobs');

/** Opens the advanced filters when they are folded away (small screens). */
export async function openAdvancedFilters(page: Page) {
  const toggle = jobBoard(page).getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Picks an option of one of the board's selects. */
export async function chooseFilter(page: Page, label: string, option: string) {
  await jobBoard(page).getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a search term and runs it. */
export async function searchJobs(page: Page, term: string) {
  const board = jobBoard(page);
  await board.getByLabel('Search jobs').fill(term);
  await board.getByRole('button', { name: 'Search', exact: true }).click();
}
