import { expect, test } from '@playwright/test';

const isMobile = (width: number | undefined) => (width ?? 1280) < 1024;

test.describe('page shell', () => {
  test('has a language, a title and a skip link', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page).toHaveTitle(/HireHand/);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  test('Sign In and Join Now open the auth modal in their mode; Escape, backdrop and close button close it', async ({
    page,
    viewport,
  }) => {
    await page.goto('/');
    const openFromHeader = async (name: 'Sign In' | 'Join Now') => {
      if (isMobile(viewport?.width)) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
    };
    const dialog = page.getByRole('dialog');

    await openFromHeader('Sign In');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(dialog.getByText('Sign in to your account')).toBeVisible();
    // Page scrolling is locked while the modal is open.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await openFromHeader('Join Now');
    await expect(dialog.getByRole('heading', { name: 'Join HireHand' })).toBeVisible();
    await expect(dialog.getByText('Create your account with email or Google')).toBeVisible();
    await page.mouse.click(5, (viewport?.height ?? 800) - 5); // the backdrop, outside the dialog
    await expect(dialog).toBeHidden();

    await openFromHeader('Sign In');
    await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expect(dialog.getByRole('heading', { name: 'Join HireHand' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await expect(dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the global openAuthModal function and window event open the modal', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => typeof window.openAuthModal === 'function');
    await page.evaluate(() => window.openAuthModal?.('register'));
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Join HireHand' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('openAuthModal', { detail: 'login' })));
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('openAuthModal', { detail: { mode: 'register' } })),
    );
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Join HireHand' })).toBeVisible();
  });

  test('the mobile menu is a collapsible copy of the header', async ({ page, viewport }) => {
    test.skip(!isMobile(viewport?.width), 'the menu toggle exists below 1024 px');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    for (const name of ['How it works', 'Professions', 'Find work', 'Hire', 'Pricing', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the desktop header shows the navigation without a toggle', async ({ page, viewport }) => {
    test.skip(isMobile(viewport?.width), 'desktop layout');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeVisible();
  });
});

test.describe('crash screen and not-found page', () => {
  // The crash screen itself is covered by apps/web/src/app/crash/route-error.test.tsx: a
  // production build has no page that throws on purpose.
  test('the crash test page is not in a production build: /__crash is the not-found page', async ({
    page,
  }) => {
    const response = await page.goto('/__crash');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeHidden();
  });

  test('an unknown page answers 404 and shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | HireHand');
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('client routes answer 200 with the app', async ({ request }) => {
    for (const path of [
      '/',
      '/profile',
      '/contact',
      '/dashboard',
      '/settings',
      '/staff',
      '/membership',
      '/membership-success',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  test('/membership is a page (decision 025): 200, its heading focused', async ({ page }) => {
    const response = await page.goto('/membership');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeFocused();
  });

  test('a signed-out visitor on /profile is asked to sign in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Please log in to view your profile.' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });
});
