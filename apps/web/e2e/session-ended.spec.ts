import { expect, test } from './fixtures';
import { bearer, createAccount, PASSWORD } from './support/api';
import { expectNoSeriousViolations, signInAs } from './support/ui';

const NEW_PASSWORD = 'Glacier!2031';

test('a session ended elsewhere says why on reopening the site, and no token reaches a URL or the console', async ({
  page,
  request,
}, testInfo) => {
  const worker = await createAccount(page.request, { full_name: 'Nadia Roy' });
  const sockets: string[] = [];
  const consoleLines: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('console', (message) => consoleLines.push(message.text()));

  await signInAs(page, worker);
  // The tab's socket opens on /ws; its token rides in the protocol header, never in the URL.
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  expect(sockets.every((url) => new URL(url).pathname === '/ws' && new URL(url).search === '')).toBe(true);

  // The site is closed; meanwhile another device (its own request context: no cookie of this
  // browser) changes the password.
  await page.goto('about:blank');
  const elsewhere = await request.post('/api/auth/login', {
    data: { email: worker.email, password: PASSWORD },
  });
  expect(elsewhere.status()).toBe(200);
  const other = (await elsewhere.json()) as { access_token: string };
  const change = await request.post('/api/account/password', {
    headers: bearer(other),
    data: { current_password: PASSWORD, new_password: NEW_PASSWORD },
  });
  expect(change.status()).toBe(200);

  // Reopening the site with the stored session: the sign-in form says why it ended.
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const notice = dialog.getByRole('status', { name: 'Your session ended' });
  await expect(notice).toContainText('Your password was changed, so this session ended.');
  await expect(notice).toBeInViewport();
  await expectNoSeriousViolations(page, { include: '[role="dialog"]' });
  await page.screenshot({ path: testInfo.outputPath(`session-ended-${testInfo.project.name}.png`) });

  // Whatever the socket tried (open, refused after the change), the token stayed out of URLs and logs.
  for (const text of [...sockets, ...consoleLines]) {
    expect(text).not.toContain(worker.access_token);
    expect(text).not.toContain('token=');
  }
});

test('a session revoked while the site is open says why at once, and still after a reload', async ({
  page,
  request,
}) => {
  const worker = await createAccount(page.request, { full_name: 'Omar Haddad' });
  await signInAs(page, worker);
  const everywhere = await request.post('/api/auth/login', {
    data: { email: worker.email, password: PASSWORD },
  });
  const other = (await everywhere.json()) as { access_token: string };
  expect((await request.post('/api/account/sign-out-everywhere', { headers: bearer(other) })).status()).toBe(
    200,
  );

  // The next call the open tab makes with its session is refused; here, reopening the page.
  await page.reload();
  const notice = page.getByRole('dialog').getByRole('status', { name: 'Your session ended' });
  await expect(notice).toContainText('You signed out of all your devices');
  await page.reload();
  await expect(notice).toContainText('You signed out of all your devices');
  // Closing the form is the end of it.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
