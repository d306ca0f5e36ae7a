import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applyTo, createAccount, uniqueWord } from './support/api';
import { createJobPosting } from './support/dashboard';
import { PDF, png } from './support/files';
import { employerWithJobs, jobBoard, searchJobs } from './support/job-board';
import { isDesktop, secondPerson, signInAs, signInWithToken } from './support/ui';

const messagesDialog = (page: Page) => page.getByRole('dialog', { name: 'Messages' });
/** The header's Messages button; its name carries the unread count. */
const messagesButton = (page: Page, name: string | RegExp = /^Messages/) =>
  page.getByRole('banner').getByRole('button', { name });
/** One's own or the other person's message bubble, found by its text. */
const bubble = (page: Page, text: string) =>
  messagesDialog(page).getByTestId('message').filter({ hasText: text });
const statusOf = (page: Page, text: string) => bubble(page, text).getByTestId('message-status');

/** A real 160 × 320 PNG (one colour), tall enough to push the thread when it loads. */
const PNG = png(160, 320);

test('an employer and a worker chat in real time with receipts, unread badges and a file', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
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
  const title = `Kitchen backsplash ${stamp}`;
  const postingId = await createJobPosting(page.request, employer, { title, category: 'carpentry' });
  await applyTo(page.request, worker, postingId);

  // The worker is on the site (socket open) before anything is sent.
  const second = await secondPerson(browser, page, baseURL);
  const workerPage = second.page;
  await signInWithToken(workerPage, worker);
  await workerPage.goto('/');
  await expect(messagesButton(workerPage, 'Messages')).toBeVisible();

  // The employer messages the applicant from the dashboard's inbox: the modal opens on the job's conversation.
  await signInWithToken(page, employer);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: /^Applications/ }).click();
  const application = page.getByRole('article').filter({ hasText: 'Priya Patel' });
  await application.getByRole('button', { name: 'Message', exact: true }).click();
  const dialog = messagesDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('messaging-live')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByText('Start the conversation!')).toBeVisible();

  const composer = dialog.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hi Priya, can you start Monday?');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const first = statusOf(page, 'Hi Priya, can you start Monday?');
  // The worker's open tab receives it: Delivered, not yet Read.
  await expect(first).toHaveText('Delivered');

  // The worker's header badge counts it without a reload; opening the conversation reads it.
  await expect(messagesButton(workerPage, 'Messages, 1 unread')).toBeVisible();
  await messagesButton(workerPage, 'Messages, 1 unread').click();
  const workerDialog = messagesDialog(workerPage);
  await workerDialog.getByRole('button', { name: new RegExp(`Olivia Tremblay.*${title}`) }).click();
  await expect(bubble(workerPage, 'Hi Priya, can you start Monday?')).toBeVisible();
  await expect(first).toHaveText('Read');
  await expect(workerDialog.getByTestId('conversation-unread')).toHaveCount(0);

  // A reply arrives in the employer's open thread in real time.
  const workerComposer = workerDialog.getByRole('textbox', { name: 'Message' });
  await workerComposer.fill('Yes, Monday works.');
  await workerComposer.press('Shift+Enter');
  await workerComposer.pressSequentially('I will bring the tile saw.');
  await workerComposer.press('Enter');
  await expect(bubble(page, 'I will bring the tile saw.')).toBeVisible();
  await expect(statusOf(workerPage, 'I will bring the tile saw.')).toHaveText('Read');

  // The worker sends a quote as a PDF; the employer downloads the same bytes under its name.
  await workerDialog.getByRole('button', { name: 'Attach' }).click();
  const chooser = workerPage.waitForEvent('filechooser');
  await workerPage.getByRole('menuitem', { name: 'File' }).click();
  await (await chooser).setFiles({ name: `quote-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  // The message is the file's card (its text form, "Uploaded file: …", is what previews and e-mails use).
  await expect(bubble(workerPage, `quote-${stamp}.pdf`)).toBeVisible();
  const fileBubble = bubble(page, `quote-${stamp}.pdf`);
  const download = page.waitForEvent('download');
  await fileBubble.getByRole('button', { name: `Download quote-${stamp}.pdf` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`quote-${stamp}.pdf`);
  expect(await readFile((await file.path())!)).toEqual(PDF);

  // A photo shows inline in the other person's thread, which stays scrolled to the newest message as it loads.
  await workerDialog.getByRole('button', { name: 'Attach' }).click();
  const imageChooser = workerPage.waitForEvent('filechooser');
  await workerPage.getByRole('menuitem', { name: 'Image' }).click();
  await (await imageChooser).setFiles({ name: `site-${stamp}.png`, mimeType: 'image/png', buffer: PNG });
  const photo = bubble(page, `site-${stamp}.png`).getByRole('img', { name: new RegExp(`site-${stamp}.png`) });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await expect(bubble(page, `site-${stamp}.png`).getByText(`site-${stamp}.png`)).toBeInViewport();

  // On a phone, the thread has a Back button to the list.
  if (!isDesktop(page)) {
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('searchbox', { name: 'Search conversations' })).toBeVisible();
  }
  // Nothing is left unread for the worker.
  await workerPage.keyboard.press('Escape');
  await expect(messagesButton(workerPage, 'Messages')).toBeVisible();
  await second.context.close();
});

test('a worker messages an employer from a job card, starts a chat by e-mail and searches the list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord('Chat');
  const { employer, posted } = await employerWithJobs(page, [{ title: `${word} welder` }]);
  const job = posted[0]!;
  const friend = await createAccount(page.request, {
    city: 'Toronto',
    full_name: 'Marc Gagnon',
    user_type: 'worker',
  });
  const worker = await createAccount(page.request, {
    city: 'Toronto',
    full_name: 'Priya Patel',
    user_type: 'worker',
  });

  // Signed out, the header has no Messages and a card's Message asks to sign in first.
  await page.goto('/#work');
  await searchJobs(page, word);
  await jobBoard(page)
    .getByRole('article', { name: job.title })
    .getByRole('button', { name: 'Message', exact: true })
    .click();
  await expect(page.getByTestId('auth-modal')).toHaveAttribute('data-mode', 'login');
  await page.keyboard.press('Escape');

  await signInAs(page, worker);
  await page.goto('/#work');
  await searchJobs(page, word);
  await jobBoard(page)
    .getByRole('article', { name: job.title })
    .getByRole('button', { name: 'Message', exact: true })
    .click();
  const dialog = messagesDialog(page);
  await expect(dialog.getByTestId('thread-title')).toHaveText(job.title);
  await expect(dialog.getByTestId('thread-subtitle')).toHaveText(
    `Discussion with ${employer.user.full_name}`,
  );
  const composer = dialog.getByRole('textbox', { name: 'Message' });
  await composer.fill('Is the welder job still open?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(statusOf(page, 'Is the welder job still open?')).toHaveText('Sent');

  // Opened with a job, a new conversation would be linked to it.
  if (!isDesktop(page)) await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'New Conversation' }).click();
  await expect(dialog.getByText('This will be linked to the job')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // From the header, New Conversation by e-mail answers alike whether or not the address has an
  // account; the conversation, when one was started, goes on top of the list.
  await messagesButton(page).click();
  await dialog.getByRole('button', { name: 'New Conversation' }).click();
  await expect(dialog.getByText('This will be linked to the job')).toBeHidden();
  const recipient = dialog.getByRole('textbox', { name: 'User email or ID' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  const requested = dialog.getByRole('status').filter({
    hasText: 'If this person has an account, the conversation is now in your list.',
  });
  const list = dialog.getByRole('list', { name: 'Conversations' });
  await recipient.fill(`nobody-${word.toLowerCase()}@example.ca`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(requested).toBeVisible();
  await expect(recipient).toHaveValue('');
  await expect(list.getByTestId('conversation-title')).toHaveText([employer.user.full_name]);
  await recipient.fill(friend.email);
  await expect(requested).toBeHidden();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(requested).toBeVisible();
  await expect(list.getByTestId('conversation-title')).toHaveText(['Marc Gagnon', employer.user.full_name]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await list.getByRole('button', { name: /Marc Gagnon/ }).click();
  await expect(dialog.getByTestId('thread-title')).toHaveText('Marc Gagnon');
  await expect(dialog.getByTestId('thread-subtitle')).toHaveText('Service Provider');
  await expect(dialog.getByText('Start the conversation!')).toBeVisible();

  if (!isDesktop(page)) await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(list.getByTestId('conversation-preview')).toHaveText([
    'No messages yet',
    'You: Is the welder job still open?',
  ]);
  const search = dialog.getByRole('searchbox', { name: 'Search conversations' });
  await search.fill('welder');
  await expect(list.getByTestId('conversation-title')).toHaveText([employer.user.full_name]);
  await expect(list.getByTestId('conversation-about')).toHaveText([job.title]);
  await search.fill('zzz-nothing');
  await expect(dialog.getByText('No conversations found')).toBeVisible();
  await expect(dialog.getByText('Try a different search term')).toBeVisible();
});
