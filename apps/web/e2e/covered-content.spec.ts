import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, uniqueWord } from './support/api';
import { employerWithJobs, jobBoard, searchJobs, uniqueTorontoPoint } from './support/job-board';
import { signInAs } from './support/ui';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const launcher = (page: Page) => page.getByRole('button', { name: 'Open the support assistant' });

/** The launcher where a person sees it: its box while shown, null while it has stepped aside. */
async function shownLauncherBox(page: Page): Promise<Box | null> {
  // Past its 200 ms slide and the frame its check waits for.
  await page.waitForTimeout(400);
  const button = launcher(page);
  const shown = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.opacity !== '0' && style.visibility !== 'hidden';
  });
  return shown ? await button.boundingBox() : null;
}

/** Scrolls the element to the bottom of the screen (where the launcher is) and checks it is not covered. */
async function expectUncovered(page: Page, target: Locator, what: string) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const targetBox = await target.boundingBox();
  expect(targetBox, `${what} has a box`).not.toBeNull();
  const button = await shownLauncherBox(page);
  if (button) expect(overlaps(button, targetBox!), `the chat launcher covers ${what}`).toBe(false);
}

test.describe('nothing is covered by the chat launcher', () => {
  test('the launcher never sits on the hero, the footer, the map credit or the contact page', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    // The hero's text: every line of its heading and lead.
    const hero = page.locator('main section').first();
    for (const line of await hero.locator('h1, p, a').all()) {
      if (!(await line.isVisible())) continue;
      const button = await shownLauncherBox(page);
      const box = await line.boundingBox();
      if (button && box) expect(overlaps(button, box), 'the launcher covers a hero line').toBe(false);
    }

    await expectUncovered(page, page.getByRole('button', { name: 'Subscribe' }), 'Subscribe');
    // At the very end of the page the footer keeps the corner free: the launcher shows there.
    await page.evaluate(() =>
      window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: 'instant' }),
    );
    expect(await shownLauncherBox(page), 'the launcher shows at the end of the page').not.toBeNull();

    await page.goto('/#jobs');
    await jobBoard(page).getByRole('button', { name: 'Map', exact: true }).click();
    const credit = page.locator('.leaflet-control-attribution');
    await expect(credit).toBeVisible();
    await expectUncovered(page, credit, 'the map credit');

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const control of await page.locator('main').getByRole('button').all()) {
      await expectUncovered(page, control, `the contact page's ${await control.textContent()}`);
    }
    for (const text of await page.locator('main p').all()) {
      if (await text.isVisible()) await expectUncovered(page, text, 'a line of the contact page');
    }
  });
});

test.describe('nothing is covered by a toast', () => {
  test('after applying, the toast leaves the card’s buttons in view, and the page end can scroll above it', async ({
    page,
  }) => {
    const word = uniqueWord('Toastweld');
    const { posted } = await employerWithJobs(page, [{ title: `${word} welder`, ...uniqueTorontoPoint() }]);
    const worker = await createAccount(page);
    await signInAs(page, worker);
    await page.goto('/#work');
    await searchJobs(page, word);
    const card = jobBoard(page).getByRole('article', { name: posted[0]!.title });
    const applyNow = card.getByRole('button', { name: 'Apply Now' });
    // The card's buttons at the very bottom of the screen, where the toast appears.
    await applyNow.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await applyNow.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cover letter').fill('Ten years of structural welding.');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible();
    await expect(card.getByTestId('job-applied')).toBeVisible();

    // Once the page has scrolled clear (smoothly), no button of the card is under the toast.
    await expect
      .poll(async () => {
        const toastBox = await toast.boundingBox();
        const buttons = await card.getByRole('button').all();
        for (const button of buttons) {
          const box = await button.boundingBox();
          if (toastBox && box && overlaps(toastBox, box)) return `covered: ${await button.textContent()}`;
        }
        return 'clear';
      })
      .toBe('clear');

    // The end of the page scrolls above the toast too: the footer's last line is not under it.
    await page.evaluate(() =>
      window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: 'instant' }),
    );
    const lastLine = page.locator('footer').getByText(/©/).last();
    await expect
      .poll(async () => {
        const toastBox = await toast.boundingBox();
        const box = await lastLine.boundingBox();
        return toastBox && box ? overlaps(toastBox, box) : 'gone';
      })
      .not.toBe(true);
  });
});
