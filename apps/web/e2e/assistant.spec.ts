import { expect, test } from '@playwright/test';

test('the floating assistant greets, suggests, and replies to keywords locally', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Need help? Ask the assistant' }).click();
  const panel = page.getByRole('region', { name: 'HireHand Assistant' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('assistant-bot-message')).toHaveCount(1);
  await expect(panel.getByTestId('assistant-bot-message').first()).toContainText(
    "Hi! I'm the HireHand assistant.",
  );

  const suggestions = panel.getByRole('list', { name: 'Suggestions' }).getByRole('button');
  await expect(suggestions).toHaveText([
    'find painting jobs near me',
    'how does trust score work',
    'post a weekend helper job',
    'show me student-friendly gigs',
  ]);

  const input = panel.getByRole('textbox', { name: 'Your message' });
  await expect(input).toBeFocused();
  await input.fill('how does trust score work');
  await input.press('Enter');
  await expect(panel.getByTestId('assistant-user-message')).toHaveText(/how does trust score work/);
  await expect(panel.getByTestId('assistant-bot-message').last()).toContainText(
    'Your trust score runs from 0 to 100',
  );
  await expect(input).toHaveValue('');
  // Suggestions show only while the conversation holds one message.
  await expect(panel.getByRole('list', { name: 'Suggestions' })).toBeHidden();

  await input.fill('I want to post a job');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByTestId('assistant-bot-message').last()).toContainText('To hire, choose Post Job');

  await input.fill('anything else?');
  await input.press('Enter');
  await expect(panel.getByTestId('assistant-bot-message').last()).toContainText(
    'I can help with finding jobs',
  );

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Need help? Ask the assistant' })).toBeFocused();
});

test('a suggestion is sent as a message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Need help? Ask the assistant' }).click();
  await page.getByRole('button', { name: 'find painting jobs near me' }).click();
  const panel = page.getByRole('region', { name: 'HireHand Assistant' });
  await expect(panel.getByTestId('assistant-user-message')).toHaveText(/find painting jobs near me/);
  await expect(panel.getByTestId('assistant-bot-message').last()).toContainText(
    'Open jobs and gigs are in the Find work section',
  );
});
