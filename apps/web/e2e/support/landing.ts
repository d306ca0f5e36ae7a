import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Brings the landing page's pricing into view and waits until it has hydrated (it does so as it
 * nears the viewport, after the rest of the page): before that its buttons are plain links.
 */
export async function pricingReady(page: Page) {
  const pricing = page.locator('#pricing');
  await pricing.scrollIntoViewIfNeeded();
  await expect(pricing).toHaveAttribute('data-hydrated', 'true');
  return pricing;
}
