import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeApi, json, networkError } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { paidSubscription, samplePackages, sampleSubscription } from '../testing/membership-fixtures';
import { MembershipPage } from './membership-page';

resetAfterEach();
afterEach(() => vi.unstubAllGlobals());

const PACKAGES = 'GET /api/membership/packages';
const MINE = 'GET /api/membership/my-subscription';
const HISTORY = 'GET /api/payments/billing-history';
const CHECKOUT = 'POST /api/payments/checkout/session';

const vancouverWorker = sampleUser({ time_zone: 'America/Vancouver' });
const render = (signedIn = true) =>
  renderWithApp(<MembershipPage />, {
    route: '/membership',
    session: signedIn ? { user: vancouverWorker } : undefined,
  });
const card = (tier: string) => screen.getByTestId(`plan-${tier}`);
const stubNavigation = () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  return assign;
};

describe('/membership, signed out', () => {
  it('shows loading, then the three plans from the server with Popular on Professional and prices per month', async () => {
    const answer = deferred();
    fakeApi({ [PACKAGES]: () => answer.promise });
    render(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBe(document.activeElement);
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('Loading membership plans');
    answer.resolve(json(200, samplePackages()));
    await screen.findByTestId('plan-professional');
    expect(within(card('professional')).getByText('Popular')).toBeTruthy();
    expect(screen.queryByText('Current')).toBeNull();
    expect(within(card('basic')).getByText('Free')).toBeTruthy();
    expect(within(card('professional')).getByText('$4.99')).toBeTruthy();
    expect(within(card('professional')).getByText('per month')).toBeTruthy();
    expect(within(card('professional')).getByText('(taxes extra)')).toBeTruthy();
    expect(within(card('professional')).getByText('7-day free trial, no credit card')).toBeTruthy();
    expect(within(card('premium')).getByText('$14.99')).toBeTruthy();
    expect(within(card('professional')).getByText('Unlimited job applications')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why upgrade?' })).toBeTruthy();
    const faq = screen.getByRole('heading', { name: 'Frequently asked questions' }).parentElement!;
    expect(faq.querySelectorAll('summary')).toHaveLength(4);
    expect(faq.textContent).toContain('Yes, 7 days.');
    expect(faq.textContent).toContain('Can I cancel anytime?');
  });

  it('asks a visitor to log in before upgrading, and makes no checkout call', async () => {
    const api = fakeApi({ [PACKAGES]: json(200, samplePackages()) });
    render(false);
    fireEvent.click(
      await within(await screen.findByTestId('plan-professional')).findByRole('button', {
        name: 'Start 7-day free trial',
      }),
    );
    const alert = await screen.findByTestId('membership-notice');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Please log in to upgrade your membership.');
    expect(within(alert).getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(api.callsTo(CHECKOUT)).toHaveLength(0);
    expect(api.callsTo(MINE)).toHaveLength(0);
  });

  it("says 'Failed to load membership information.' and tries again", async () => {
    const api = fakeApi()
      .once(PACKAGES, json(500, { code: 'internal', detail: 'boom' }))
      .on(PACKAGES, json(200, samplePackages()));
    render(false);
    const error = await screen.findByTestId('membership-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('Failed to load membership information.');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('plan-premium');
    expect(api.callsTo(PACKAGES)).toHaveLength(2);
  });
});

describe('/membership, a basic worker', () => {
  const routes = () => ({
    [PACKAGES]: json(200, samplePackages()),
    [MINE]: json(200, sampleSubscription()),
    [HISTORY]: json(200, { items: [] }),
  });

  it('marks Basic as Current with its button disabled, shows what is left, and says they are already on Basic', async () => {
    fakeApi(routes());
    render();
    const basic = await screen.findByTestId('plan-basic');
    await within(basic).findByText('Current');
    const button = within(basic).getByRole('button', { name: 'Current Plan' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(within(card('professional')).queryByText('Current')).toBeNull();
    expect(screen.getByTestId('current-plan-banner').textContent).toContain('You are on the Basic plan.');
    expect(screen.getByText('3 of 5 applications left this month')).toBeTruthy();
    expect(screen.getByText('4 of 5 AI chats left this month')).toBeTruthy();
    fireEvent.click(button);
    expect((await screen.findByTestId('membership-notice')).textContent).toContain(
      'You are already on the Basic plan!',
    );
    expect(await screen.findByText('No payments or plan changes yet.')).toBeTruthy();
  });

  it('starts checkout for Professional with this origin and sends the browser to checkout_url', async () => {
    const assign = stubNavigation();
    const answer = deferred();
    const api = fakeApi({ ...routes(), [CHECKOUT]: () => answer.promise });
    render();
    await within(await screen.findByTestId('plan-basic')).findByText('Current');
    fireEvent.click(within(card('professional')).getByRole('button', { name: 'Start 7-day free trial' }));
    const processing = await screen.findByTestId('processing-banner');
    expect(processing.getAttribute('role')).toBe('status');
    expect(processing.textContent).toContain('Taking you to secure checkout');
    const [call] = api.callsTo(CHECKOUT);
    expect(call!.body).toEqual({ membership_tier: 'professional', origin_url: window.location.origin });
    expect(call!.headers.authorization).toBe('Bearer token-test');
    expect(call!.headers['idempotency-key']).toBeTruthy();
    answer.resolve(
      json(200, {
        success: true,
        checkout_url: '/api/payments/sandbox/checkout/cs_sandbox_12345678',
        session_id: 'cs_sandbox_12345678',
      }),
    );
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/checkout/cs_sandbox_12345678'),
    );
    expect(screen.getByTestId('processing-banner')).toBeTruthy();
  });

  it("shows the server's detail when checkout is refused, and the spec's text when there is no answer", async () => {
    const assign = stubNavigation();
    fakeApi(routes())
      .once(
        CHECKOUT,
        json(400, { code: 'payments.already_on_tier', detail: 'You are already on the Premium plan.' }),
      )
      .once(CHECKOUT, networkError);
    render();
    await within(await screen.findByTestId('plan-basic')).findByText('Current');
    fireEvent.click(within(card('premium')).getByRole('button', { name: 'Upgrade to Premium' }));
    expect((await screen.findByTestId('membership-notice')).textContent).toContain(
      'You are already on the Premium plan.',
    );
    fireEvent.click(within(card('premium')).getByRole('button', { name: 'Upgrade to Premium' }));
    await waitFor(() =>
      expect(screen.getByTestId('membership-notice').textContent).toContain(
        'Failed to process payment. Please try again.',
      ),
    );
    expect(screen.queryByTestId('processing-banner')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('/membership, a paid member', () => {
  it("shows the trial's end in the person's time zone and offers Upgrade instead of a second trial", async () => {
    fakeApi({
      [PACKAGES]: json(200, samplePackages()),
      [MINE]: json(
        200,
        paidSubscription({
          status: 'trialing',
          trial_end: '2026-12-04T06:00:00.000Z',
          current_period_end: '2026-12-04T06:00:00.000Z',
          can_manage_billing: false,
        }),
      ),
      [HISTORY]: json(200, { items: [] }),
    });
    render();
    const banner = await screen.findByTestId('current-plan-banner');
    // 06:00 UTC is still 3 December in Vancouver (4 December in Toronto).
    expect(banner.textContent).toContain('You are on the Professional plan.');
    expect(banner.textContent).toContain('Your free trial ends on Dec 3, 2026.');
    expect(within(card('professional')).getByText('Current')).toBeTruthy();
    expect(within(card('premium')).getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(within(card('basic')).getByRole('button', { name: 'Switch to Basic' })).toBeTruthy();
    // The trial was used: Professional no longer offers one.
    expect(within(card('professional')).queryByText('7-day free trial, no credit card')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Your plan' })).getByText('Unlimited job applications'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('offers to pay for the plan on trial now: its checkout, with no second trial', async () => {
    const assign = stubNavigation();
    const api = fakeApi({
      [PACKAGES]: json(200, samplePackages()),
      [MINE]: json(200, paidSubscription({ status: 'trialing', trial_end: '2026-12-04T06:00:00.000Z' })),
      [HISTORY]: json(200, { items: [] }),
      [CHECKOUT]: json(200, {
        success: true,
        checkout_url: '/api/payments/sandbox/checkout/cs_sandbox_paytrial1',
        session_id: 'cs_sandbox_paytrial1',
      }),
    });
    render();
    const pay = await within(await screen.findByTestId('plan-professional')).findByRole('button', {
      name: 'Pay now and keep Professional',
    });
    expect(pay.getAttribute('aria-disabled')).toBe('false');
    expect(within(card('professional')).getByText('Current')).toBeTruthy();
    fireEvent.click(pay);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/checkout/cs_sandbox_paytrial1'),
    );
    expect(api.callsTo(CHECKOUT)[0]!.body).toEqual({
      membership_tier: 'professional',
      origin_url: window.location.origin,
    });
  });

  it('cancels at period end after a confirmation, then offers Resume', async () => {
    const api = fakeApi({
      [PACKAGES]: json(200, samplePackages()),
      [HISTORY]: json(200, { items: [] }),
      'POST /api/payments/subscription/cancel': json(200, { success: true }),
      'POST /api/payments/subscription/resume': json(200, { success: true }),
    })
      .once(MINE, json(200, paidSubscription()))
      .once(MINE, json(200, paidSubscription({ cancel_at_period_end: true })))
      .on(MINE, json(200, paidSubscription()));
    render();
    expect((await screen.findByTestId('current-plan-banner')).textContent).toContain(
      'Renews on Dec 27, 2026.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your plan?' });
    expect(dialog.textContent).toContain('You keep Professional until Dec 27, 2026');
    expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toBe(document.activeElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST /api/payments/subscription/cancel')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId('current-plan-banner').textContent).toContain(
        'Ends on Dec 27, 2026. You go back to Basic then.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resume plan' }));
    await waitFor(() => expect(api.callsTo('POST /api/payments/subscription/resume')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('current-plan-banner').textContent).toContain('Renews on'));
  });

  it('opens the billing portal with a way back to /membership', async () => {
    const assign = stubNavigation();
    const api = fakeApi({
      [PACKAGES]: json(200, samplePackages()),
      [MINE]: json(200, paidSubscription()),
      [HISTORY]: json(200, { items: [] }),
      'GET /api/payments/billing-portal': json(200, { url: 'https://billing.example.com/session/1' }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example.com/session/1'));
    expect(api.callsTo('GET /api/payments/billing-portal')[0]!.query.get('return_url')).toBe(
      `${window.location.origin}/membership`,
    );
  });

  it('lists the billing history and refunds a refundable payment after a confirmation', async () => {
    const chargeId = '6c9f3b1e-2a4d-4f1e-9b7a-0d2c3e4f5a6b';
    const api = fakeApi({
      [PACKAGES]: json(200, samplePackages()),
      [MINE]: json(200, paidSubscription()),
      'POST /api/payments/refund': json(200, { success: true }),
    })
      .once(
        HISTORY,
        json(200, {
          items: [
            {
              id: 'e2',
              kind: 'subscribed',
              occurred_at: '2026-11-27T15:00:00.000Z',
              tier: 'professional',
              posting_id: null,
              amount: { amount_cents: 499, currency: 'CAD' },
              refundable_charge_id: chargeId,
            },
            {
              id: 'e1',
              kind: 'trial_ended',
              occurred_at: '2026-11-20T15:00:00.000Z',
              tier: 'professional',
              posting_id: null,
              amount: null,
              refundable_charge_id: null,
            },
          ],
        }),
      )
      .on(HISTORY, json(200, { items: [] }));
    render();
    const list = await screen.findByRole('list', { name: 'Billing history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Subscribed to Professional');
    expect(rows[0]!.textContent).toContain('$4.99');
    expect(rows[1]!.textContent).toContain('Free trial of Professional ended');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Refund $4.99 paid on Nov 27, 2026' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund this payment?' });
    expect(dialog.textContent).toContain('within 7 days');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $4.99' }));
    await waitFor(() => expect(api.callsTo('POST /api/payments/refund')).toHaveLength(1));
    expect(api.callsTo('POST /api/payments/refund')[0]!.body).toEqual({ charge_id: chargeId });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('No payments or plan changes yet.')).toBeTruthy();
  });
});
