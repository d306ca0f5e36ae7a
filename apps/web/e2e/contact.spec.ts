import { expect, test } from '@playwright/test';

test.describe('contact page', () => {
  test('shows the info cards, and a sent message shows success and resets the form', async ({
    page,
  }, info) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact us | HireHand');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByText('We respond within 24 hours.')).toBeVisible();
    await expect(page.getByText('9:00–18:00 PST', { exact: true })).toBeVisible();
    await expect(page.getByText('10:00–16:00 PST', { exact: true })).toBeVisible();
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'support@hirehand.test' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Full name').fill('Ana Souza');
    await form.getByLabel('Email').fill(`ana+${info.project.name}@example.com`);
    await form.getByRole('combobox', { name: 'Type of inquiry' }).click();
    await page.getByRole('option', { name: 'Payment & billing' }).click();
    await expect(form.getByRole('combobox', { name: 'Type of inquiry' })).toHaveText('Payment & billing');
    await form.getByLabel('Subject').fill('Trial question');
    await form.getByLabel('Message').fill('Does the Pro trial need a credit card?');

    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ type: 'payment', subject: 'Trial question' });

    await expect(form.getByRole('status')).toHaveText(
      /Thank you for your message! We'll get back to you within 24 hours\./,
    );
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Type of inquiry' })).toHaveText('General inquiry');
  });

  test('an incomplete form names each missing field and sends nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is invalid')).toBeVisible();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

    // Editing a field clears its error.
    await form.getByLabel('Full name').fill('Ana');
    await expect(form.getByText('Name is required')).toBeHidden();
    expect(posted).toBe(false);
  });
});

test.describe('footer', () => {
  test('Stay Updated subscribes an address, and answers the second time alike (no one learns who subscribes)', async ({
    page,
  }, info) => {
    await page.goto('/contact');
    const box = page.getByRole('form', { name: 'Subscribe to the HireHand newsletter' });
    const email = `reader+${info.project.name}-${Date.now()}@example.com`;
    await box.getByRole('textbox', { name: 'Email address' }).fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(
      "You're subscribed! Watch your inbox for new opportunities.",
    );
    await expect(box.getByRole('textbox', { name: 'Email address' })).toHaveValue('');

    await box.getByRole('textbox', { name: 'Email address' }).fill(email.toUpperCase());
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(
      "You're subscribed! Watch your inbox for new opportunities.",
    );
    await expect(box.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  test('a malformed address is refused before sending', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('form', { name: 'Subscribe to the HireHand newsletter' });
    await box.getByRole('textbox', { name: 'Email address' }).fill('reader@');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toHaveText('Email is invalid');
  });

  test('has the link groups and legal pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['How it works', 'Find work', 'Pricing', 'Contact us']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
  });
});
