import { expect, test } from './fixtures';
import { createAccount, uniqueWord } from './support/api';
import { createServiceGig, findGig } from './support/marketplace';
import { signInWithToken } from './support/ui';

test.describe('gig marketplace', () => {
  test("a provider's service gig is listed; a visitor sees its detail and is asked to sign in to apply", async ({
    page,
  }) => {
    test.slow(); // filters, search, detail and sign-in in one journey
    const provider = await createAccount(page, { full_name: 'Rosa Delgado' });
    const word = uniqueWord();
    await createServiceGig(page, provider, { title: `Water heater installs ${word}` });

    await page.goto('/');
    const { marketplace, card } = await findGig(page, word);
    await expect(card.getByRole('heading', { name: `Water heater installs ${word}` })).toBeVisible();
    await expect(card.getByText('Service', { exact: true })).toBeVisible();
    await expect(card.getByText('$70/hr')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
      'Plumbing Installation',
      'Repair',
      'Maintenance',
      '+2 more',
    ]);
    await expect(card.getByText('0 applications')).toBeVisible();
    await expect(card.getByText('Rosa Delgado')).toBeVisible();

    // Type and category take effect on Apply Filters: a service gig is not a project.
    const pick = async (control: string, option: string) => {
      await marketplace.getByRole('combobox', { name: control }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await pick('Gig type', 'Project');
    await pick('Category', 'Plumbing');
    await expect(card).toBeVisible();
    await marketplace.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(marketplace.getByText('No Gigs Found')).toBeVisible();
    await pick('Gig type', 'Service');
    await marketplace.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(card).toBeVisible();

    // The search text also filters what is loaded, as it is typed.
    await marketplace.getByRole('searchbox', { name: 'Search gigs' }).fill(`${word} nothing-else`);
    await expect(marketplace.getByText('No Gigs Found')).toBeVisible();
    await expect(marketplace.getByText('Try adjusting your filters or search terms')).toBeVisible();
    await marketplace.getByRole('searchbox', { name: 'Search gigs' }).fill(word.toUpperCase());
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Water heater installs ${word}` }).click();
    const detail = marketplace.getByTestId('gig-detail');
    await expect(detail.getByRole('heading', { name: `Water heater installs ${word}` })).toBeVisible();
    await expect(detail.getByText('3 days')).toBeVisible();
    await expect(detail.getByText('Expert')).toBeVisible();
    await expect(detail.getByText('Please sign in to apply for gigs or contact gig owners.')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Apply' })).toHaveCount(0);

    await detail.getByRole('button', { name: 'Back to gigs' }).click();
    await expect(detail).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Water heater installs ${word}` }).click();
    await detail.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test('a worker applies once: success closes the form and the detail; the gig then says so', async ({
    page,
  }) => {
    test.slow(); // two accounts, a gig, an application and a second look
    const provider = await createAccount(page, { full_name: 'Rosa Delgado' });
    const word = uniqueWord();
    const title = `Drain camera inspections ${word}`;
    const gigId = await createServiceGig(page, provider, { title });
    const worker = await createAccount(page, { full_name: 'Noah Tremblay' });
    await signInWithToken(page, worker);

    await page.goto('/');
    const { marketplace, card } = await findGig(page, word);
    await card.getByRole('button', { name: title }).click();
    const detail = marketplace.getByTestId('gig-detail');
    await detail.getByRole('button', { name: 'Apply' }).click();

    const form = page.getByTestId('apply-dialog');
    await expect(form.getByRole('heading', { name: `Apply for "${title}"` })).toBeVisible();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('Please write a cover letter')).toBeVisible();
    await expect(form.getByLabel('Cover letter')).toBeFocused();

    await form
      .getByLabel('Cover letter')
      .fill('Licensed plumber with my own camera rig; I can start Monday.');
    await form.getByLabel('Proposed rate ($)').fill('65');
    await form.getByLabel('Proposed timeline (days)').fill('2');
    await form.getByRole('button', { name: 'Submit Application' }).click();

    await expect(
      page.getByTestId('toast').filter({ hasText: 'Application submitted successfully!' }),
    ).toBeVisible();
    await expect(form).toBeHidden();
    await expect(detail).toBeHidden();
    await expect(card.getByText('1 application')).toBeVisible();

    // Can't apply twice: the detail says where the application stands, and the API refuses a second one.
    await card.getByRole('button', { name: title }).click();
    await expect(detail.getByTestId('apply-status')).toHaveText('You applied: Pending');
    await expect(detail.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    const again = await page.request.post(`/api/gigs/${gigId}/apply`, {
      headers: { authorization: `Bearer ${worker.access_token}` },
      data: { cover_letter: 'Again' },
    });
    expect(again.status()).toBe(400);
    expect((await again.json()).detail).toBe('You have already applied to this posting');
  });

  test('the provider sees Manage on their own gig instead of Apply, and it opens their gigs', async ({
    page,
  }) => {
    const provider = await createAccount(page, { full_name: 'Rosa Delgado' });
    const word = uniqueWord();
    const title = `Sump pump service ${word}`;
    await createServiceGig(page, provider, { title });
    await signInWithToken(page, provider);

    await page.goto('/');
    const { marketplace, card } = await findGig(page, word);
    await card.getByRole('button', { name: title }).click();
    const detail = marketplace.getByTestId('gig-detail');
    await expect(detail.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await detail.getByRole('link', { name: 'Manage it in your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=gigs/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });
});
