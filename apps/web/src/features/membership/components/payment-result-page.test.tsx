import type { CheckoutStatusDto } from '@hirehand/shared/payments/payments';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, networkError } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { sampleCheckoutStatus } from '../testing/membership-fixtures';
import { PaymentResultPage } from './payment-result-page';

resetAfterEach();
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const STATUS = 'GET /api/payments/checkout/status/:id';
const SESSION = 'cs_sandbox_abcdef123456';
const open = sampleCheckoutStatus({ payment_status: 'unpaid', status: 'open' });

const render = (route = `/membership-success?session_id=${SESSION}`) =>
  renderWithApp(<PaymentResultPage />, {
    route,
    session: { user: sampleUser({ time_zone: 'America/Vancouver' }) },
  });

/** The next poll, 2000 ms after the last answer. */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(2000));

const expectNotCompleted = (text: string) => {
  const message = screen.getByTestId('payment-result-message');
  expect(message.getAttribute('role')).toBe('alert');
  expect(message.textContent).toBe(text);
  expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/membership');
  expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
};

describe('/membership-success', () => {
  it("shows a paid job post as a one-off payment with the wizard's success text and its reach", async () => {
    fakeApi().on(
      STATUS,
      json(
        200,
        sampleCheckoutStatus({
          membership_tier: null,
          posting_id: 'f1b2c3d4-0000-4000-8000-000000000001',
          amount_total: 200,
          estimated_reach: 12,
        }),
      ),
    );
    render();
    await screen.findByRole('heading', { level: 1, name: 'Payment successful!' });
    expect(screen.getByTestId('payment-result-message').textContent).toBe(
      'Job posted successfully! Estimated reach: 12 potential applicants will see your posting. ' +
        'Your job is on the board for 30 days. Follow its applications in your dashboard.',
    );
    const details = screen.getByTestId('payment-details');
    expect(details.textContent).toContain('PlanJob post');
    expect(details.textContent).toContain('Amount2.00 CAD');
    expect(details.textContent).toContain('Billing cycleOnce: 30 days on the board, no subscription');
    expect(screen.queryByText('Features unlocked')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('says it is verifying, then shows the paid view: plan, amount, cycle, status, features and next steps', async () => {
    const api = fakeApi().once(STATUS, json(200, open)).on(STATUS, json(200, sampleCheckoutStatus()));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying your payment…' })).toBe(
      document.activeElement,
    );
    await waitFor(() => expect(api.callsTo(STATUS)).toHaveLength(1));
    expect(api.calls[0]!.params.id).toBe(SESSION);
    await nextPoll();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment successful!' });
    expect(heading).toBe(document.activeElement);
    expect(api.callsTo(STATUS)).toHaveLength(2);
    expect(screen.getByTestId('payment-result-message').textContent).toContain('Welcome to Professional.');
    const details = screen.getByTestId('payment-details');
    expect(details.textContent).toContain('PlanProfessional');
    expect(details.textContent).toContain('Amount4.99 CAD');
    expect(details.textContent).toContain('Billing cycleMonthly');
    expect(details.textContent).toContain('StatusPaid');
    expect(screen.getByText('Unlimited job applications')).toBeTruthy();
    expect(screen.getByText('Priority placement for certified professionals')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start an AI career chat' }).getAttribute('href')).toBe(
      '/#ai-chat',
    );
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/#jobs');
    // Settled: no more polling.
    await nextPoll();
    expect(api.callsTo(STATUS)).toHaveLength(2);
  });

  it('counts a trial (no_payment_required) as a success and says when it ends, in the person’s zone', async () => {
    const trial: CheckoutStatusDto = sampleCheckoutStatus({
      payment_status: 'no_payment_required',
      amount_total: 0,
      trial_end: '2026-12-04T06:00:00.000Z',
    });
    fakeApi({ [STATUS]: json(200, trial) });
    render();
    await screen.findByRole('heading', { level: 1, name: 'Your free trial has started!' });
    expect(screen.getByTestId('payment-result-message').textContent).toContain(
      'Your trial ends on Dec 3, 2026.',
    );
    expect(screen.getByText('0.00 CAD')).toBeTruthy();
    expect(screen.getByText('Free trial')).toBeTruthy();
  });

  it('shows premium’s features, none marked coming soon now that their screens ship', async () => {
    fakeApi({
      [STATUS]: json(
        200,
        sampleCheckoutStatus({ membership_tier: 'premium', amount_total: 1499, currency: 'usd' }),
      ),
    });
    render();
    await screen.findByRole('heading', { name: 'Payment successful!' });
    expect(screen.getByText('14.99 USD')).toBeTruthy();
    expect(screen.getByText('Direct employer contact information')).toBeTruthy();
    expect(screen.getByText('Advanced analytics')).toBeTruthy();
    expect(screen.queryByText(/\(coming soon\)/)).toBeNull();
  });

  it('asks every 2000 ms, 5 times at most, then says verification timed out', async () => {
    const api = fakeApi({ [STATUS]: json(200, open) });
    render();
    await waitFor(() => expect(api.callsTo(STATUS)).toHaveLength(1));
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(api.callsTo(STATUS)).toHaveLength(attempt - 1);
      await act(() => vi.advanceTimersByTimeAsync(500));
      await waitFor(() => expect(api.callsTo(STATUS)).toHaveLength(attempt));
    }
    await screen.findByRole('heading', { name: 'We could not confirm your payment' });
    expectNotCompleted('Payment verification timed out. Please check your email for confirmation.');
    await nextPoll();
    await nextPoll();
    expect(api.callsTo(STATUS)).toHaveLength(5);
  });

  it('says the session expired', async () => {
    fakeApi({ [STATUS]: json(200, sampleCheckoutStatus({ payment_status: 'unpaid', status: 'expired' })) });
    render();
    await screen.findByRole('heading', { name: 'We could not confirm your payment' });
    expectNotCompleted('Payment session expired. Please try again.');
  });

  it('shows the not-completed view when the session completed without a payment', async () => {
    fakeApi({ [STATUS]: json(200, sampleCheckoutStatus({ payment_status: 'unpaid', status: 'complete' })) });
    render();
    await screen.findByRole('heading', { name: 'Payment not completed' });
    expectNotCompleted('Your payment was not processed. No charges have been made to your account.');
  });

  it('says a failed check is an error, whether refused or unanswered, and stops asking', async () => {
    const api = fakeApi({
      [STATUS]: json(404, { code: 'payments.session_not_found', detail: 'Checkout session not found.' }),
    });
    render();
    await screen.findByRole('heading', { name: 'We could not confirm your payment' });
    expectNotCompleted('Error checking payment status. Please try again.');
    await nextPoll();
    expect(api.callsTo(STATUS)).toHaveLength(1);
  });

  it('says so when the network fails', async () => {
    fakeApi({ [STATUS]: networkError });
    render();
    await screen.findByRole('heading', { name: 'We could not confirm your payment' });
    expectNotCompleted('Error checking payment status. Please try again.');
  });

  it('without a session_id asks nothing and says to contact support if charged', async () => {
    const api = fakeApi();
    render('/membership-success');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'We could not confirm your payment',
    });
    expect(heading).toBe(document.activeElement);
    expectNotCompleted('Failed to verify payment. Please contact support if you were charged.');
    expect(api.calls).toHaveLength(0);
    expect(within(document.body).queryByText('Verifying your payment…')).toBeNull();
  });
});
