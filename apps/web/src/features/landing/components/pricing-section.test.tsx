import { PAY_PER_POST, PLAN_CATALOG } from '@hirehand/shared/membership/plans';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/lib/format';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { PricingSection } from './pricing-section';

resetAfterEach();
afterEach(() => vi.unstubAllGlobals());

const CHECKOUT = 'POST /api/payments/checkout/session';
const render = () => renderWithApp(<PricingSection />, { route: '/', session: { user: sampleUser() } });
const card = (name: string) => screen.getByRole('article', { name });

describe('the landing pricing cards', () => {
  it('print the catalog’s prices and limits', () => {
    fakeApi();
    render();
    expect(within(card('Monthly Pro')).getByText(formatMoney(PLAN_CATALOG.professional.price))).toBeTruthy();
    expect(within(card('Monthly Pro')).getByText('$4.99')).toBeTruthy();
    expect(within(card('Monthly Pro')).getByText('7-day free trial, no credit card')).toBeTruthy();
    expect(within(card('Pay-Per-Post')).getByText(formatMoney(PAY_PER_POST.price))).toBeTruthy();
    expect(within(card('Free')).getByText('5 job applications per month')).toBeTruthy();
    expect(screen.queryByText(/Paid plans open soon/)).toBeNull();
  });

  it('signed in, "Start free trial" starts checkout for Professional and goes to its page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    const answer = deferred();
    const api = fakeApi({ [CHECKOUT]: () => answer.promise });
    render();
    fireEvent.click(within(card('Monthly Pro')).getByRole('button', { name: 'Start free trial' }));
    const busy = await within(card('Monthly Pro')).findByRole('button', { name: 'Taking you to checkout…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(api.callsTo(CHECKOUT)).toHaveLength(1));
    expect(api.callsTo(CHECKOUT)[0]!.body).toEqual({
      membership_tier: 'professional',
      origin_url: window.location.origin,
    });
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
  });

  it("shows the server's refusal, else the spec's text, and lets the person try again", async () => {
    fakeApi()
      .once(
        CHECKOUT,
        json(400, { code: 'payments.already_on_tier', detail: 'You are already on the Professional plan.' }),
      )
      .once(CHECKOUT, json(500, {}));
    render();
    const pro = card('Monthly Pro');
    fireEvent.click(within(pro).getByRole('button', { name: 'Start free trial' }));
    await waitFor(() =>
      expect(within(pro).getByRole('alert').textContent).toBe('You are already on the Professional plan.'),
    );
    fireEvent.click(within(pro).getByRole('button', { name: 'Start free trial' }));
    await waitFor(() =>
      expect(within(pro).getByRole('alert').textContent).toBe('Failed to process payment. Please try again.'),
    );
  });
});
