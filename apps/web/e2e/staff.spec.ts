import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { type APIRequestContext, request } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Account, bearer, createAccount, randomAddress, uniqueWord } from './support/api';
import { expectNoSeriousViolations, isDesktop, signInAs } from './support/ui';

/**
 * The staff console as staff meet it: an account made staff by the staff command
 * (apps/server/dist/staff.js, the built server's), which reads a contact-form message in /staff;
 * everyone else gets the not-found page there.
 *
 * The command opens the embedded database itself, which only one process may have open, so the
 * staff journey runs on a server of its own (its own port and data folder, per worker) that it
 * stops for the grant and starts again, as an operator of a PGlite install would.
 */
const run = promisify(execFile);
const basePort = Number(process.env.E2E_PORT ?? 3310) + 100;

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    SUPPORT_EMAIL: 'support@hirehand.test',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
  };
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: serverEnv(port, dataDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the staff test's server exited (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error("the staff test's server did not start in 120 s");
}

async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

test.describe('the staff console', () => {
  let server: ChildProcess | undefined;
  let url: string;
  let dataDir: string;
  let api: APIRequestContext;
  let staff: Account;
  let member: Account;
  const ticketSubject = `Payout ${uniqueWord()}`;
  const subject = `Refund ${uniqueWord()}`;
  const body = 'I was charged twice for my Pro trial.\nCould you check, please?';

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this destructuring
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(300_000);
    const port = basePort + testInfo.parallelIndex;
    url = `http://127.0.0.1:${port}`;
    dataDir = `.test-data/e2e-staff-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    server = await startServer(port, dataDir);
    api = await request.newContext({
      baseURL: url,
      extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
    });
    staff = await createAccount(api, { full_name: 'Sam Support' });
    const sent = await api.post('/api/contact', {
      data: { name: 'Ana Souza', email: 'ana.souza@example.ca', type: 'payment', subject, message: body },
    });
    expect(sent.status()).toBe(201);
    member = await createAccount(api, { full_name: 'Rita Member' });
    const ticket = await api.post('/api/support/tickets', {
      headers: bearer(member),
      data: {
        category: 'payments',
        subject: ticketSubject,
        message: 'My payout for last week has not arrived.',
      },
    });
    expect(ticket.status()).toBe(201);
    // Not staff yet: the API answers 404, as for any unknown path.
    expect((await api.get('/api/staff/me', { headers: bearer(staff) })).status()).toBe(404);

    await stopServer(server);
    const granted = await run(process.execPath, ['apps/server/dist/staff.js', 'grant', staff.email], {
      env: serverEnv(port, dataDir),
    });
    expect(granted.stdout).toContain(`Granted staff to ${staff.email}.`);
    server = await startServer(port, dataDir);
  });

  test.afterAll(async () => {
    await api?.dispose();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('staff read a contact-form message, by keyboard', async ({ page }) => {
    await page.goto(`${url}/contact`);
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: staff.access_token, user: staff.user },
    );
    await page.goto(`${url}/staff`);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
    await expect(page).toHaveTitle('Staff console | HireHand');
    const list = page.getByRole('list', { name: 'Messages on this page' });
    const link = list.getByRole('link', { name: new RegExp(subject) });
    await expect(link).toBeVisible();
    await expect(link).toContainText('From Ana Souza');
    await expectNoSeriousViolations(page);

    await link.focus();
    await page.keyboard.press('Enter');
    const message = page.getByRole('article', { name: subject });
    await expect(message.getByRole('heading', { name: subject })).toBeFocused();
    await expect(message).toContainText('I was charged twice for my Pro trial.');
    await expect(message).toContainText('ana.souza@example.ca');
    await expect(message).toContainText('Payments');
    await expect(page).toHaveURL(/\/staff\?message=[0-9a-f-]{36}$/);
    await expectNoSeriousViolations(page);

    if (isDesktop(page)) {
      // Wide screens show the list beside the message.
      await expect(list).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to messages' })).toBeHidden();
    } else {
      // A phone shows one at a time, and the way back.
      await expect(list).toBeHidden();
      await page.getByRole('link', { name: 'Back to messages' }).click();
      await expect(list).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeFocused();
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('staff answer a support ticket; the person reads the answer in their support requests', async ({
    page,
  }) => {
    const signIn = async (account: Account) => {
      await page.goto(`${url}/contact`);
      await page.evaluate(
        ({ token, user }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
        },
        { token: account.access_token, user: account.user },
      );
    };
    await signIn(staff);
    await page.goto(`${url}/staff`);
    await page.getByRole('link', { name: 'Support tickets' }).click();
    const list = page.getByRole('list', { name: 'Tickets on this page' });
    const link = list.getByRole('link', { name: new RegExp(ticketSubject) });
    await expect(link).toContainText('From Rita Member');
    await expect(link).toContainText('Open');
    await link.click();
    const ticket = page.getByRole('article', { name: ticketSubject });
    await expect(ticket.getByRole('heading', { name: ticketSubject })).toBeFocused();
    await expect(ticket).toContainText('My payout for last week has not arrived.');
    await ticket.getByLabel(/Your answer/).fill('It left our account this morning.');
    await ticket.getByRole('button', { name: 'Send answer' }).click();
    await expect(ticket).toContainText('Answer sent.');
    await expect(ticket).toContainText('Answered by Sam Support');
    await expect(ticket.getByLabel('Status')).toHaveValue('answered');
    await expectNoSeriousViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await signIn(member);
    await page.goto(`${url}/help/requests`);
    const request = page.getByRole('article', { name: ticketSubject });
    await expect(request).toContainText('Answered');
    await expect(request).toContainText('It left our account this morning.');
    await expect(request).toContainText(/HH-[0-9A-Z]{8}/);
    await expectNoSeriousViolations(page);
  });
});

test.describe('/staff for everyone else', () => {
  test('a signed-out visitor gets the not-found page', async ({ page }) => {
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Staff console' })).toHaveCount(0);
  });

  test('a signed-in user who is not staff gets the not-found page, and the API answers 404', async ({
    page,
  }) => {
    const person = await createAccount(page);
    const answer = await page.request.get('/api/staff/contact-messages', { headers: bearer(person) });
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toEqual({ code: 'not_found', detail: 'Not Found' });
    await signInAs(page, person);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Staff console' })).toHaveCount(0);
  });
});
