import { expect, test } from './fixtures';

/**
 * The API explorer at /api/docs works under the pages' CSP: it renders every operation, can
 * try one, and the browser reports no blocked script or style (nor anything else) on the way.
 */
test('the API docs render the operations and try one, with nothing blocked by the CSP', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));

  const response = await page.goto('/api/docs');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');

  await expect(page.getByRole('heading', { name: /HireHand API/ })).toBeVisible();
  const health = page.locator('#operations-platform-get_api_health');
  await expect(health).toBeVisible();
  // The document lists every operation; Swagger UI renders them as the page is read (at 1280 px
  // it first shows the first two tags' operations), so the count comes from the document.
  const document = await page.request.get('/api/docs/json');
  const operations = Object.values((await document.json()).paths as Record<string, object>).flatMap(
    Object.keys,
  );
  expect(operations.length).toBeGreaterThan(30);
  await expect(page.locator('.opblock').nth(5)).toBeVisible();

  await health.locator('.opblock-summary-control').click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');

  expect(messages).toEqual([]);
});
