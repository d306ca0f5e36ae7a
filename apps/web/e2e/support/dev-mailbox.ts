import { expect, type Page } from '@playwright/test';

/**
 * Reads the code of the newest e-mail to `to` with `subject` from the development mailbox
 * (/dev/mailbox), the way a developer does: codes never come back in API answers.
 */
export async function codeFromDevMailbox(page: Page, to: string, subject: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    const row = mailbox.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
    // The e-mail is stored just after the answer: reload until it is listed.
    await expect(async () => {
      await mailbox.goto('/dev/mailbox');
      await expect(row).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await row.getByRole('link', { name: subject }).click();
    const text = await mailbox.locator('pre').first().textContent();
    const code = /code is (\d{6})/.exec(text ?? '')?.[1];
    if (!code) throw new Error(`no code in the e-mail to ${to}`);
    return code;
  } finally {
    await mailbox.close();
  }
}
