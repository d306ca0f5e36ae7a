import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Account, createAccount, uniqueWord } from './support/api';
import { postJob, searchJobs } from './support/job-board';
import { createServiceGig, findGig } from './support/marketplace';
import { openWorkTool, signInWithToken } from './support/ui';

/** 51 characters without a space: the skill that made the page 404 px wide at 375. */
const LONG_SKILL = 'Supercalifragilisticexpialidociousplumbingexpertise';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'element has a box').not.toBeNull();
  return found!;
}

/** Boxes of every visible element the selector finds inside the root. */
const boxesOf = (root: Locator, selector: string) =>
  root.locator(selector).evaluateAll((elements) =>
    elements
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const label = element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 40) || '';
        return { label, x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      })
      .filter((rect) => rect.width > 0 && rect.height > 0),
  );

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);
const auth = (account: Account) => ({ authorization: `Bearer ${account.access_token}` });

async function addExperience(page: Page, account: Account, title: string, skills: string[] = []) {
  const response = await page.request.post('/api/experience/add', {
    headers: auth(account),
    data: { title, description: 'Drains, venting and supply lines.', skills_used: skills },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function openExperience(page: Page, title: string) {
  await openWorkTool(page, 'Experience');
  const modal = page.getByTestId('experience-modal');
  await expect(modal.getByRole('heading', { name: title })).toBeVisible();
  return modal;
}

test.describe('layout rough edges', () => {
  test('a toast stays clear of the header menus, an open dialog close button and the chat launcher', async ({
    page,
  }) => {
    test.slow();
    const worker = await createAccount(page, { full_name: 'Maya Singh' });
    const word = uniqueWord();
    await addExperience(page, worker, `Rough-in ${word}`);
    await addExperience(page, worker, `Deck ${word}`);
    await signInWithToken(page, worker);
    await page.goto('/');
    const headerControls = await boxesOf(page.getByRole('banner'), 'button, a');
    expect(headerControls.length).toBeGreaterThanOrEqual(2); // the mobile header has its menu button

    // A toast while a dialog stays open: deleting an entry keeps the Experience modal up.
    const modal = await openExperience(page, `Rough-in ${word}`);
    await modal.getByRole('button', { name: `Delete "Rough-in ${word}"` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'deleted' });
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    const close = modal.getByRole('button', { name: 'Close' }).last();
    expect(overlaps(toastBox, await box(close)), 'toast over the dialog close button').toBe(false);
    for (const control of headerControls) {
      expect(overlaps(toastBox, control), `toast over the header's "${control.label}"`).toBe(false);
    }
    // Under the dialog the launcher is hidden from assistive technology, still on screen.
    const launcher = page.getByRole('button', { name: 'Open the support assistant', includeHidden: true });
    expect(overlaps(toastBox, await box(launcher)), 'toast over the chat launcher').toBe(false);
    await page.screenshot({ path: test.info().outputPath('toast-over-dialog.png') });
    // The close button is reachable while the toast shows.
    await close.click();
    await expect(modal).toBeHidden();
  });

  test('the chat launcher leaves the footer links and text readable at the end of the page', async ({
    page,
  }) => {
    for (const path of ['/', '/contact']) {
      await page.goto(path);
      // Scrolled to the very end (again while late content grows the page).
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
          return page.evaluate(() => {
            const root = document.scrollingElement!;
            return root.scrollHeight - root.clientHeight - root.scrollTop;
          });
        })
        .toBeLessThanOrEqual(1);
      const launcher = await box(page.getByRole('button', { name: 'Open the support assistant' }));
      const footer = page.locator('footer');
      const items = await boxesOf(footer, 'a, button, input, p, h2, li span');
      expect(items.length).toBeGreaterThan(10);
      for (const item of items) {
        expect(overlaps(item, launcher), `launcher over "${item.label}" on ${path}`).toBe(false);
      }
    }
    await page.screenshot({ path: test.info().outputPath('footer-end.png') });
  });

  test('a long skill wraps on the job board, a gig, the profile and the experience modal', async ({
    page,
  }) => {
    test.slow();
    const viewport = page.viewportSize()!.width;
    const worker = await createAccount(page, { full_name: 'Maya Singh' });
    const word = uniqueWord();
    await postJob(page, worker.access_token, {
      title: `Weld ${word}`,
      skills_required: [LONG_SKILL, 'Welding'],
    });
    await createServiceGig(page, worker, {
      title: `Plumbing ${word}`,
      skills_required: [LONG_SKILL, 'Repair'],
    });
    const profile = await page.request.patch('/api/profile/me', {
      headers: auth(worker),
      data: { skills: [LONG_SKILL, 'Repair'], bio: 'Licensed plumber.' },
    });
    expect(profile.status()).toBe(200);
    await addExperience(page, worker, `Rough-in ${word}`, [LONG_SKILL, 'Venting']);
    await signInWithToken(page, worker);

    const fits = async (where: string, skill: Locator) => {
      await skill.scrollIntoViewIfNeeded();
      await expect(skill).toBeVisible();
      await expect(skill).toHaveText(LONG_SKILL); // shown whole, not cut
      const skillBox = await box(skill);
      expect(skillBox.x, `${where}: skill starts on screen`).toBeGreaterThanOrEqual(0);
      expect(skillBox.x + skillBox.width, `${where}: skill ends on screen`).toBeLessThanOrEqual(viewport);
      expect(await pageWidth(page), `${where}: page width`).toBeLessThanOrEqual(viewport);
      await page.screenshot({ path: test.info().outputPath(`skill-${where}.png`) });
    };

    await page.goto('/#work');
    await searchJobs(page, word);
    await fits(
      'board',
      page
        .locator('#jobs')
        .getByRole('article', { name: `Weld ${word}` })
        .getByText(LONG_SKILL),
    );

    await page.goto('/profile');
    await fits('profile', page.getByRole('main').getByText(LONG_SKILL));

    await page.goto('/');
    const { marketplace, card } = await findGig(page, word);
    if (page.viewportSize()!.width >= 1024) await fits('gig-card', card.getByText(LONG_SKILL));
    await card.getByRole('button', { name: `Plumbing ${word}` }).click();
    await fits('gig-detail', marketplace.getByTestId('gig-detail').getByText(LONG_SKILL));
    await page.keyboard.press('Escape');
    await expect(marketplace).toBeHidden();

    const modal = await openExperience(page, `Rough-in ${word}`);
    await fits('experience', modal.getByText(LONG_SKILL));
  });

  test('the gig detail keeps its close button in a bar of its own while the detail scrolls', async ({
    page,
  }) => {
    const worker = await createAccount(page, { full_name: 'Maya Singh' });
    const word = uniqueWord();
    await addExperience(page, worker, `Rough-in ${word}`);
    await createServiceGig(page, worker, {
      title: `Plumbing ${word}`,
      description: Array.from({ length: 8 }, (_, i) => `Step ${i + 1}: shut-off, drain, replace, test.`).join(
        '\n',
      ),
    });
    await signInWithToken(page, worker);
    await page.goto('/');
    const { marketplace, card } = await findGig(page, word);
    await card.getByRole('button', { name: `Plumbing ${word}` }).click();
    const detail = marketplace.getByTestId('gig-detail');
    await expect(detail.getByRole('heading', { name: `Plumbing ${word}` })).toBeVisible();
    await detail.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect.poll(() => detail.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);

    const close = await box(marketplace.getByRole('button', { name: 'Close' }).last());
    const back = detail.getByRole('button', { name: 'Back to gigs' });
    await expect(back).toBeInViewport();
    const bar = await box(back.locator('..'));
    const pane = await box(detail);
    expect(Math.round(bar.y), 'the bar stays at the top of the scrolled detail').toBe(Math.round(pane.y));
    if (close.y + close.height > pane.y) {
      // Over the detail (narrow screens): the close button sits inside the bar, right of Back.
      expect(close.y).toBeGreaterThanOrEqual(bar.y);
      expect(close.y + close.height).toBeLessThanOrEqual(bar.y + bar.height);
      const backBox = await box(back);
      expect(backBox.x + backBox.width).toBeLessThanOrEqual(close.x);
    }
    // Nothing but the close button is drawn at its centre.
    const topmost = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
      { x: close.x + close.width / 2, y: close.y + close.height / 2 },
    );
    expect(topmost).toBe('Close');
    await page.screenshot({ path: test.info().outputPath('gig-detail-scrolled.png') });
  });

  test('Escape closes only the top dialog: Edit Experience, Delete, and Apply over the marketplace', async ({
    page,
  }) => {
    test.slow();
    const worker = await createAccount(page, { full_name: 'Maya Singh' });
    const word = uniqueWord();
    await addExperience(page, worker, `Rough-in ${word}`);
    await signInWithToken(page, worker);
    await page.goto('/');
    const modal = await openExperience(page, `Rough-in ${word}`);

    const edit = modal.getByRole('button', { name: `Edit "Rough-in ${word}"` });
    await edit.click();
    const form = page.getByTestId('experience-form');
    await expect(form.getByRole('heading', { name: 'Edit Experience' })).toBeVisible();
    await form.getByLabel('Title').fill('Half-typed');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(modal).toBeVisible();
    await expect(edit).toBeFocused();

    const remove = modal.getByRole('button', { name: `Delete "Rough-in ${word}"` });
    await remove.click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(modal).toBeVisible();
    await expect(remove).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // Apply over the marketplace: another person's gig.
    const owner = await createAccount(page, { full_name: 'Olivia Chen' });
    await createServiceGig(page, owner, { title: `Water heaters ${word}` });
    const { marketplace, card } = await findGig(page, word);
    await card.getByRole('button', { name: `Water heaters ${word}` }).click();
    const detail = marketplace.getByTestId('gig-detail');
    const apply = detail.getByRole('button', { name: /^Apply/ });
    await apply.click();
    const applyDialog = page.getByRole('dialog', { name: /Apply/ });
    await expect(applyDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(applyDialog).toBeHidden();
    await expect(detail.getByRole('heading', { name: `Water heaters ${word}` })).toBeVisible();
    await expect(apply).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(marketplace).toBeHidden();
  });

  test('a validation error the user can fix logs no console.error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The browser's own line for a 4xx answer ("Failed to load resource") is a network log, not
      // the app calling console.error; the app must not add one for an error the user is shown.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    const employer = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Olivia Chen',
      user_type: 'employer',
    });
    const worker = await createAccount(page, { full_name: 'Maya Singh' });
    const started = await page.request.post('/api/conversations', {
      headers: auth(worker),
      data: { participant_ids: [employer.user.id] },
    });
    expect(started.status(), await started.text()).toBe(201);
    await signInWithToken(page, worker);
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Messages/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Messages' });
    await dialog.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
    const composer = dialog.getByRole('textbox', { name: 'Message' });
    await composer.fill('x'.repeat(5001));
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Message can be at most 5,000 characters')).toBeVisible();
    await expect(composer).toHaveValue('x'.repeat(5001)); // given back to fix
    expect(errors).toEqual([]);
  });
});
