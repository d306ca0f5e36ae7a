import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { expectNoSeriousViolations } from './ui';

export type WizardMode = 'job' | 'service';

const TITLES: Record<WizardMode, string> = {
  job: 'Post a Job - Hire Someone',
  service: 'Create Gig - Offer Service',
};
const ENTRIES: Record<WizardMode, string> = { job: 'Post Job', service: 'Offer Service' };

/**
 * Opens the wizard the way a person does: the header's Work menu on desktop, the menu
 * button's list on a phone. Returns the dialog.
 */
export async function openCreateGig(page: Page, mode: WizardMode): Promise<Locator> {
  // "Business" for a company account (issue 22).
  const work = page.getByRole('banner').getByRole('button', { name: /^(Work|Business)$/ });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(work.or(menu)).toBeVisible();
  if (await work.isVisible()) {
    await work.click();
    await page.getByRole('menuitem', { name: new RegExp(`^${ENTRIES[mode]}`) }).click();
  } else {
    await menu.click();
    await page.locator('#mobile-menu').getByRole('button', { name: ENTRIES[mode], exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: TITLES[mode] });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks an option of one of the wizard's selects (Radix: a combobox and a listbox). */
export async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: label, exact: true })).toHaveText(option);
}

export const next = (dialog: Locator) => dialog.getByRole('button', { name: 'Continue' }).click();

/** Step 2's required texts and where the work is done (nothing is preselected: decision 030). */
export async function describeWork(dialog: Locator, title: string, description: string, where = 'On-site') {
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  await dialog.getByRole('textbox', { name: /^Description/ }).fill(description);
  await dialog.getByRole('radio', { name: where, exact: true }).check();
}

/** No serious or critical axe findings inside the wizard. */
export const expectAccessibleWizard = (page: Page) =>
  expectNoSeriousViolations(page, { include: '[data-testid="create-gig-wizard"]' });
