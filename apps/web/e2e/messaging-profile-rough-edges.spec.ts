import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Account, bearer, createAccount, PASSWORD, uniqueEmail } from './support/api';
import { createJobPosting } from './support/dashboard';
import { png } from './support/files';
import { signInWithToken } from './support/ui';

/**
 * Rough edges of issue 12 around people's faces and numbers: pictures are uploaded and served from
 * our origin (a linked one showed as a broken image under the CSP), the conversation list names and
 * shows the other person, and phone numbers read formatted.
 */

/** A real 96 × 96 PNG: a blue square with an orange band, so a loaded picture is easy to see. */
const PNG = png(96, 96, (_x, y) => (y > 56 && y < 72 ? [0xf9, 0x73, 0x16] : [0x1d, 0x4e, 0xd8]));
const LINKED_PICTURE = 'https://lh3.googleusercontent.com/a/linked-picture=s96-c';

/** Console errors and CSP refusals of the page, to prove no picture was blocked. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The image has loaded real pixels (a picture the CSP blocked never does). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => (node.complete ? node.naturalWidth : 0)))
    .toBe(96);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: false,
  });
}

/** Uploads the PNG as the account's picture through the API; answers its served path. */
async function uploadPicture(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/profile/me/avatar', {
    headers: bearer(account),
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).profile_picture;
}

/** An account made by the sign-in modal's social path, whose picture is a link to another site. */
async function accountWithLinkedPicture(request: APIRequestContext, full_name: string): Promise<Account> {
  const email = uniqueEmail('linked');
  const signUp = await request.post('/api/idp/signUp', {
    data: { email, password: PASSWORD, display_name: full_name },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const register = await request.post('/api/auth/firebase-register', {
    data: {
      firebase_token: (await signUp.json()).id_token,
      user_data: { email, full_name, user_type: 'worker', profile_picture: LINKED_PICTURE },
    },
  });
  expect(register.status(), await register.text()).toBe(200);
  const body = await register.json();
  expect(body.user.profile_picture).toBe(LINKED_PICTURE);
  return { email, ...body };
}

test('a profile picture is chosen, previewed and uploaded in settings, and shows from our origin with the phone formatted', async ({
  page,
}, testInfo) => {
  test.slow();
  const errors = watchConsole(page);
  const account = await createAccount(page.request, {
    city: 'Toronto',
    full_name: 'Maya Singh',
    user_type: 'worker',
    phone: '416 555 0123',
  });
  await signInWithToken(page, account);
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Phone')).toHaveValue('+1 416-555-0123');
  await expect(form.getByTestId('avatar-initials')).toHaveText('MS');

  await form
    .getByTestId('picture-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expectLoaded(form.getByRole('img', { name: 'Preview of your new profile picture' }));
  await expect(form.getByText('me.png will be uploaded when you save your profile.')).toBeVisible();
  await form.getByRole('group', { name: 'Profile picture' }).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'settings-preview');

  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(form.getByText('Your profile has been updated.')).toBeVisible();
  const saved = form.getByRole('img', { name: 'Your profile picture' });
  await expect(saved).toHaveAttribute('src', /^\/api\/profile\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
  await expectLoaded(saved);

  await page.goto('/profile');
  await expectLoaded(page.getByRole('img', { name: 'Profile picture of Maya Singh' }));
  const phone = page.getByRole('link', { name: '+1 416-555-0123' });
  await expect(phone).toHaveAttribute('href', 'tel:+14165550123');
  await screenshot(page, testInfo, 'profile-uploaded');

  // A file that is not a picture is refused before any upload.
  await page.goto('/settings');
  await form.getByTestId('picture-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(form.getByText('Choose a PNG, JPG or WebP picture.')).toBeVisible();
  expect(errors.filter((text) => /Content Security Policy|Refused to load/i.test(text))).toEqual([]);
});

test('the conversation list names the other person with their picture, the job under the name', async ({
  page,
}, testInfo) => {
  test.slow();
  const errors = watchConsole(page);
  const employer = await createAccount(page.request, {
    city: 'Toronto',
    full_name: 'Olivia Tremblay',
    user_type: 'employer',
  });
  const worker = await createAccount(page.request, {
    city: 'Toronto',
    full_name: 'Priya Patel',
    user_type: 'worker',
  });
  const linked = await accountWithLinkedPicture(page.request, 'Liam Okafor');
  const picture = await uploadPicture(page.request, employer);
  const title = `Deck repair ${Date.now()}`;
  const jobId = await createJobPosting(page.request, employer, { title, category: 'carpentry' });
  for (const [other, jobIdOf, text] of [
    [linked, null, 'Hi Liam, are you free this week?'],
    [employer, jobId, 'Is the deck job still open?'],
  ] as const) {
    const created = await page.request.post('/api/conversations', {
      headers: bearer(worker),
      data: { participant_ids: [other.user.id], job_id: jobIdOf, initial_message: text },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await signInWithToken(page, worker);
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Messages/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Messages' });
  const list = dialog.getByRole('list', { name: 'Conversations' });
  await expect(list.getByTestId('conversation-title')).toHaveText(['Olivia Tremblay', 'Liam Okafor']);
  const rows = list.getByRole('listitem');
  await expect(rows.nth(0).getByTestId('conversation-about')).toHaveText(title);
  const face = rows.nth(0).getByTestId('avatar-picture');
  await expect(face).toHaveAttribute('src', picture);
  await expectLoaded(face);
  // The linked picture is never an <img> the CSP would block: Liam's initials instead.
  await expect(rows.nth(1).locator('img')).toHaveCount(0);
  await expect(rows.nth(1).getByTestId('avatar-initials')).toHaveText('LO');
  await screenshot(page, testInfo, 'conversation-list');

  await rows.nth(0).getByRole('button').click();
  await expect(dialog.getByTestId('thread-title')).toHaveText(title);
  await expectLoaded(dialog.getByTestId('thread-title').locator('xpath=../..').getByTestId('avatar-picture'));
  await screenshot(page, testInfo, 'conversation-thread');
  expect(errors.filter((text) => /Content Security Policy|Refused to load/i.test(text))).toEqual([]);
});

test('a picture linked from another site shows initials, not a broken image, and settings asks for an upload', async ({
  page,
}, testInfo) => {
  const errors = watchConsole(page);
  const linked = await accountWithLinkedPicture(page.request, 'Liam Okafor');
  await signInWithToken(page, linked);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Liam Okafor' })).toBeVisible();
  await expect(page.locator('main').getByTestId('avatar-initials').first()).toHaveText('LO');
  // The linked picture is never an <img> (other pictures on the page, such as a company's logo, may be).
  await expect(page.locator(`img[src="${LINKED_PICTURE}"]`)).toHaveCount(0);
  await screenshot(page, testInfo, 'profile-linked');

  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(
    form.getByText(
      "Your current picture is linked from another site and can't be shown. Upload one instead.",
    ),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Remove picture' }).click();
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(form.getByText('Your profile has been updated.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Choose picture' })).toBeVisible();
  expect(errors.filter((text) => /Content Security Policy|Refused to load/i.test(text))).toEqual([]);
});
