import { ATTACHMENT_MAX_BYTES } from '@hirehand/shared/messaging/messaging';
import { expect, test } from './fixtures';

const sizeLimit = `${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`;

test.describe('help centre', () => {
  test('from the footer: search a question, open the article, read the real limit', async ({
    page,
  }, info) => {
    await page.goto('/');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Help centre' });
    await footerLink.scrollIntoViewIfNeeded();
    await footerLink.click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page).toHaveTitle('Help centre | HireHand');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    for (const category of [
      'General Help',
      'Account & Profile',
      'Jobs & Applications',
      'Payments & Billing',
      'Technical Support',
      'Safety & Trust',
    ]) {
      await expect(page.getByRole('region', { name: category })).toBeVisible();
    }
    await page.screenshot({ path: info.outputPath('help-centre.png'), fullPage: true });

    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('attach a file');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('region', { name: 'Results for “attach a file”' });
    const best = results.getByRole('listitem').first();
    await expect(best.getByRole('link', { name: 'Messages and attachments' })).toBeVisible();
    await expect(best).toContainText('Allowed types: PDF, JPG, PNG, DOC and DOCX.');
    await expect(page).toHaveURL(/\/help\?q=attach\+a\+file$/);
    await page.screenshot({ path: info.outputPath('help-search.png'), fullPage: true });

    await best.getByRole('link', { name: 'Messages and attachments' }).click();
    await expect(page).toHaveURL(/\/help\/messages-and-attachments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages and attachments' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(`Each file can be at most ${sizeLimit}.`);
    await expect(page.getByRole('article')).toContainText('Allowed types: PDF, JPG, PNG, DOC and DOCX.');
    await page.screenshot({ path: info.outputPath('help-article.png'), fullPage: true });

    // An article's own link moves within the app; the way to support is the contact page.
    await page.getByRole('article').getByRole('link', { name: 'Avoiding scams' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Avoiding scams' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('an article opened directly is served as a page, an unknown one says it was not found', async ({
    page,
  }) => {
    const direct = await page.goto('/help/refunds');
    expect(direct?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Refunds and the money-back guarantee' }),
    ).toBeVisible();
    await expect(page.getByRole('article')).toContainText('7-day money-back guarantee');

    await page.goto('/help/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await page.getByRole('link', { name: '← All help articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  });
});
