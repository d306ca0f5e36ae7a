import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, uniqueEmail } from './support/api';
import { expectNoSeriousViolations, openSupportWidget, openWorkTool, signInAs } from './support/ui';

/**
 * Issue 20's support assistant (decision 037), against the server's real support chat (the
 * built-in engine answers from the help centre's articles): a visitor asks the widget and
 * follows an article; a visitor asks for a person, leaves a name and an e-mail address and gets a
 * ticket reference and its confirmation; a member escalates to a person and gets a ticket reference; the help
 * assistant from the work menu greets by name. Runs at 1280 and 375 px (the configured projects).
 */
const launcher = (page: Page) => page.getByRole('button', { name: 'Open the support assistant' });
const widget = (page: Page) => page.getByRole('region', { name: 'AI Support Assistant' });

/** The text of the newest e-mail to `to` whose subject holds `subject`, from the development mailbox. */
async function mailText(page: Page, to: string, subject: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    const row = mailbox.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
    // The e-mail is stored just after the answer: reload until it is listed.
    await expect(async () => {
      await mailbox.goto('/dev/mailbox');
      await expect(row).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await row.getByRole('link').first().click();
    return (await mailbox.locator('pre').first().textContent()) ?? '';
  } finally {
    await mailbox.close();
  }
}

async function ask(page: Page, text: string) {
  const input = widget(page).getByRole('textbox', { name: 'Your message' });
  await input.fill(text);
  await input.press('Enter');
}

test.describe('support chat', () => {
  test('a visitor asks the widget about the trust score and opens the article it links', async ({
    page,
  }, info) => {
    await page.goto('/');
    await openSupportWidget(page);
    const panel = widget(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByText("HireHand's built-in assistant")).toBeVisible();
    await expect(panel.getByRole('log')).toContainText("Hi! I'm HireHand's support assistant.");
    await expect(panel.getByRole('list', { name: 'Suggestions' }).getByRole('button')).toHaveText([
      'find painting jobs near me',
      'how does trust score work',
      'post a weekend helper job',
      'show me student-friendly gigs',
    ]);
    await expect(panel.getByRole('textbox', { name: 'Your message' })).toBeFocused();
    // On a phone the widget keeps inside the screen.
    const box = (await panel.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.width).toBeLessThanOrEqual(384);

    await panel.getByRole('button', { name: 'how does trust score work' }).click();
    await expect(panel.getByTestId('support-user-message')).toContainText('how does trust score work');
    const articles = panel.getByRole('list', { name: 'From the help centre' }).last();
    await expect(articles.getByRole('link').first()).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Suggestions' })).toBeHidden();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: info.outputPath('support-chat.png') });

    const href = await articles.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/help\/[a-z0-9-]+$/);
    await articles.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Minimised, the conversation stays; closed with Escape, the launcher has focus again.
    await panel.getByRole('button', { name: 'Minimise the support assistant' }).click();
    await page.getByRole('button', { name: 'Restore the support assistant' }).click();
    await expect(panel.getByTestId('support-user-message')).toContainText('how does trust score work');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test('a visitor asks for a person, leaves a name and an e-mail address, and gets a reference and the e-mail', async ({
    page,
  }) => {
    const email = uniqueEmail('visitor');
    await page.goto('/');
    await openSupportWidget(page);
    const panel = widget(page);

    await ask(page, 'How do refunds work?');
    await expect(panel.getByTestId('support-bot-message')).toHaveCount(2);
    await ask(page, 'I want to talk to a human');
    const human = panel.getByRole('button', { name: 'Talk to Human Support' }).last();
    await expect(human).toBeVisible();
    await human.click();

    const form = panel.getByRole('form', { name: 'Ask our support team' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await form.getByRole('button', { name: 'Send to support' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByLabel(/Your name/).fill('Vera Visitor');
    await form.getByLabel(/Your e-mail address/).fill(email);
    await form.getByLabel(/Anything to add/).fill('I was charged twice for one post.');
    await expectNoSeriousViolations(page);
    await form.getByRole('button', { name: 'Send to support' }).click();

    const reference = panel.getByTestId('support-ticket-reference');
    await expect(reference).toHaveText(/Your reference is HH-[0-9A-HJKMNP-TV-Z]{8}\./);
    const ref = /HH-[0-9A-HJKMNP-TV-Z]{8}/.exec((await reference.textContent()) ?? '')![0];
    await expect(panel.getByRole('log')).toContainText(`We sent a confirmation to ${email}.`);
    await expect(panel.getByRole('log')).toContainText('Monday to Friday');
    await expect(form).toBeHidden();
    await expect(panel.getByRole('link', { name: 'Your support requests' })).toHaveCount(0);

    // The visitor's confirmation carries the reference and the hours; support's copy the conversation.
    const confirmation = await mailText(page, email, `We received your support request ${ref}`);
    expect(confirmation).toContain(ref);
    expect(confirmation).toContain('Hello Vera Visitor');
    expect(confirmation).toContain('Monday to Friday');
    const toSupport = await mailText(page, 'support@hirehand.test', `[Support ${ref}]`);
    expect(toSupport).toContain('I was charged twice for one post.');
    expect(toSupport).toContain('How do refunds work?');
    expect(toSupport).toContain('I want to talk to a human');
  });

  test('a member asks a question, follows up with a person, gets a reference and the e-mails', async ({
    page,
  }) => {
    const member = await createAccount(page, { full_name: 'Noor Haddad' });
    await signInAs(page, member);
    await page.goto('/');
    await openSupportWidget(page);
    const panel = widget(page);

    // A question the help centre answers: the answer links its article.
    await ask(page, 'How does the trust score work?');
    await expect(panel.getByTestId('support-bot-message')).toHaveCount(2);
    const articles = panel.getByRole('list', { name: 'From the help centre' }).last();
    await expect(articles.getByRole('link').first()).toHaveAttribute('href', /^\/help\/[a-z0-9-]+$/);

    // Then a person: the escalation opens a ticket with the conversation.
    await ask(page, 'I want to talk to a human about my account');
    const human = panel.getByRole('button', { name: 'Talk to Human Support' }).last();
    await expect(human).toBeVisible();
    await human.click();
    const reference = panel.getByTestId('support-ticket-reference');
    await expect(reference).toHaveText(/Your reference is HH-[0-9A-HJKMNP-TV-Z]{8}\./);
    const ref = /HH-[0-9A-HJKMNP-TV-Z]{8}/.exec((await reference.textContent()) ?? '')![0];
    await expect(panel.getByRole('log')).toContainText('Monday to Friday');
    await expect(panel.getByRole('link', { name: 'Your support requests' })).toHaveAttribute(
      'href',
      '/help/requests',
    );

    // Support's copy carries the conversation; the member's confirmation carries the reference.
    const toSupport = await mailText(page, 'support@hirehand.test', `[Support ${ref}]`);
    expect(toSupport).toContain('How does the trust score work?');
    expect(toSupport).toContain('I want to talk to a human about my account');
    const confirmation = await mailText(page, member.email, `We received your support request ${ref}`);
    expect(confirmation).toContain(ref);
  });

  test('the help assistant from the work menu greets the member by full name', async ({ page }) => {
    const member = await createAccount(page, { full_name: 'Noor Haddad' });
    await signInAs(page, member);
    await page.goto('/dashboard');
    await openWorkTool(page, 'AI Support Chatbot');
    const dialog = page.getByRole('dialog', { name: 'Help Centre Assistant' });
    await expect(dialog.getByRole('log')).toContainText('Hi Noor Haddad!');
    await expect(dialog.getByRole('list', { name: 'Help areas' }).getByRole('button')).toHaveCount(6);
    await dialog.getByRole('button', { name: 'Account & Profile' }).click();
    await dialog.getByRole('button', { name: 'How do I verify my e-mail?' }).click();
    await expect(dialog.getByTestId('support-bot-message')).toHaveCount(2);
    await expectNoSeriousViolations(page);
  });
});
