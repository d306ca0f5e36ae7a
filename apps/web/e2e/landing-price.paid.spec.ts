import { expect, test } from './fixtures';

/** On a server that charges for a job post (the default $2.00), the landing page prints that price. */
test('the landing page shows the Pay-Per-Post price the server charges', async ({ page }) => {
  await page.goto('/#pricing');
  const perPost = page.locator('#pricing').getByRole('article', { name: 'Pay-Per-Post' });
  await expect(perPost).toContainText('$2');
  await expect(perPost).toContainText('per job post');
  await expect(page.locator('#post')).toContainText('Just $2 per job post, with 30-day visibility.');
});
