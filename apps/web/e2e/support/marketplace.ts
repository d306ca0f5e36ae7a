import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { type Account, createPosting } from './api';
import { openWorkTool } from './ui';

/** POST /api/gigs/create as the account: an hourly service gig with five skills unless told otherwise. */
export const createServiceGig = (
  page: Page,
  account: Pick<Account, 'access_token'>,
  fields: Record<string, unknown> & { title: string },
): Promise<string> =>
  createPosting(page, account, {
    mode: 'service',
    description: 'Tankless and tank water heaters installed and serviced, permits included.',
    category: 'plumbing',
    gig_type: 'service',
    pricing_type: 'hourly',
    hourly_rate: 70,
    delivery_time_days: 3,
    experience_level: 'expert',
    skills_required: ['Plumbing Installation', 'Repair', 'Maintenance', 'Installation', 'Troubleshooting'],
    city: 'Toronto',
    ...fields,
  });

/** Opens the marketplace and narrows it to gigs matching the word (search box, then Apply Filters). */
export async function findGig(page: Page, word: string) {
  await openWorkTool(page, 'Browse Gigs');
  const marketplace = page.getByTestId('gig-marketplace');
  await expect(marketplace.getByRole('heading', { name: 'Gig Marketplace' })).toBeVisible();
  await marketplace.getByRole('searchbox', { name: 'Search gigs' }).fill(word);
  await marketplace.getByRole('button', { name: 'Apply Filters' }).click();
  const card = marketplace.getByTestId('gig-card').filter({ hasText: word });
  await expect(card).toHaveCount(1);
  return { marketplace, card };
}
