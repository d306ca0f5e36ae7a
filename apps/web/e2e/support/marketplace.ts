import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export interface Account {
  email: string;
  access_token: string;
  user: { id?: string; full_name: string };
}

/** A made-up word to find one test's gig among everyone else's (letters only, so search tokenises it whole). */
export function uniqueWord(prefix = 'zq') {
  let word = prefix;
  for (let i = 0; i < 8; i += 1) word += String.fromCharCode(97 + randomInt(26));
  return word;
}

/** POST /api/gigs/create as the account: an hourly service gig with five skills unless told otherwise. */
export async function createServiceGig(
  page: Page,
  account: Account,
  fields: Record<string, unknown> & { title: string },
): Promise<string> {
  const response = await page.request.post('/api/gigs/create', {
    headers: { authorization: `Bearer ${account.access_token}` },
    data: {
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
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

/**
 * Opens one of the header's work tools ("Browse Gigs", "Experience"): a header button when it
 * is one, else the signed-in "Work" menu on wide screens, else the mobile menu.
 */
export async function openWorkTool(page: Page, name: 'Browse Gigs' | 'Experience') {
  const banner = page.getByRole('banner');
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name, exact: true }).click();
    return;
  }
  const direct = banner.getByRole('button', { name, exact: true });
  const workMenu = banner.getByRole('button', { name: 'Work' });
  await expect(direct.or(workMenu).first()).toBeVisible();
  if (await direct.isVisible()) {
    await direct.click();
    return;
  }
  await workMenu.click();
  await page.getByRole('menuitem', { name: new RegExp(`^${name}`) }).click();
}

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
