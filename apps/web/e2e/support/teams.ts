/**
 * Company teams and their money through the HTTP API (issue 22): invitations read from the
 * development mailbox, members joined as an invited person does, job posts paid in the sandbox.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { type Account, bearer, createAccount, payAtSandboxCheckout, uniqueEmail } from './api';

type Role = 'admin' | 'team_member' | 'viewer';

/** The accept link of the newest team invitation e-mailed to `to`, read from the development mailbox. */
export async function invitationLinkFor(page: Page, to: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    const row = mailbox.getByRole('row').filter({ hasText: to }).first();
    await expect(async () => {
      await mailbox.goto('/dev/mailbox');
      await expect(row).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await row.getByRole('link').first().click();
    const text = (await mailbox.locator('pre').first().textContent()) ?? '';
    const link = /\/team\/accept\?token=[\w.~%-]+/.exec(text)?.[0];
    if (!link) throw new Error(`no invitation link in the e-mail to ${to}`);
    return link;
  } finally {
    await mailbox.close();
  }
}

/** POST /api/business/team/invite as the owner (their own company), with the role's permissions. */
export async function inviteToTeam(request: APIRequestContext, owner: Account, email: string, role: Role) {
  const response = await request.post('/api/business/team/invite', {
    headers: bearer(owner),
    data: { email, role },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** The owner's company as GET /api/business/team names it (made on first need). */
export async function companyOf(request: APIRequestContext, owner: Account) {
  const response = await request.get('/api/business/team', { headers: bearer(owner) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { company: { id: string; name: string } }).company;
}

/**
 * A person on the owner's team with `role`, joined as an invited person does: an account with
 * the invited address, then the e-mailed link's token accepted (POST .../invitations/accept).
 */
export async function joinTeam(
  page: Page,
  owner: Account,
  role: Role,
  fields: Record<string, unknown> = {},
): Promise<Account> {
  const email = uniqueEmail(role);
  await inviteToTeam(page.request, owner, email, role);
  const link = await invitationLinkFor(page, email);
  const member = await createAccount(page.request, { email, ...fields });
  const token = decodeURIComponent(new URL(link, 'http://localhost').searchParams.get('token') ?? '');
  const accepted = await page.request.post('/api/business/team/invitations/accept', {
    headers: bearer(member),
    data: { token },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return member;
}

/** The Pay-Per-Post price the server charges, in cents (GET /api/membership/packages). */
export async function postFeeCents(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/membership/packages');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { pay_per_post: { price: { amount_cents: number } } };
  return body.pay_per_post.price.amount_cents;
}

/** Pays for a job post waiting for its payment, at the sandbox checkout as a person does. */
export async function payForPost(
  request: APIRequestContext,
  payer: Pick<Account, 'access_token'>,
  postingId: string,
  origin: string,
) {
  await payAtSandboxCheckout(request, payer, { posting_id: postingId }, origin);
}
