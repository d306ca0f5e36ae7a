import { PAY_PER_POST, PLAN_CATALOG } from '@hirehand/shared/membership/plans';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { formatMoney } from '@/lib/format';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { EmployersSection } from './employers-section';
import { PricingSection } from './pricing-section';

resetAfterEach();
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(config, { jobPostPriceCents: undefined, taxesExtra: undefined });
});

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
    fireEvent.click(within(card('Monthly Pro')).getByRole('link', { name: 'Start free trial' }));
    const busy = await within(card('Monthly Pro')).findByRole('link', { name: 'Taking you to checkout…' });
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
    fireEvent.click(within(pro).getByRole('link', { name: 'Start free trial' }));
    await waitFor(() =>
      expect(within(pro).getByRole('alert').textContent).toBe('You are already on the Professional plan.'),
    );
    fireEvent.click(within(pro).getByRole('link', { name: 'Start free trial' }));
    await waitFor(() =>
      expect(within(pro).getByRole('alert').textContent).toBe('Failed to process payment. Please try again.'),
    );
  });

  it('are links to real pages, so they work before the app has taken over', () => {
    fakeApi();
    render();
    expect(within(card('Free')).getByRole('link').getAttribute('href')).toBe('/dashboard');
    expect(within(card('Monthly Pro')).getByRole('link').getAttribute('href')).toBe('/membership');
    expect(within(card('Pay-Per-Post')).getByRole('link').getAttribute('href')).toBe('/?post=job');
  });

  it('signed in, "Post a job" opens the wizard in job mode in place', async () => {
    fakeApi();
    render();
    fireEvent.click(within(card('Pay-Per-Post')).getByRole('link', { name: 'Post a job' }));
    expect(await screen.findByRole('dialog', { name: 'Post a Job - Hire Someone' })).toBeTruthy();
  });

  it("print the server's Pay-Per-Post price, and taxes extra when checkout adds them", () => {
    Object.assign(config, { jobPostPriceCents: 350, taxesExtra: true });
    fakeApi();
    render();
    expect(within(card('Pay-Per-Post')).getByText('$3.50')).toBeTruthy();
    expect(within(card('Pay-Per-Post')).getByText('(taxes extra)')).toBeTruthy();
    expect(within(card('Monthly Pro')).getByText('(taxes extra)')).toBeTruthy();
    expect(within(card('Free')).queryByText('(taxes extra)')).toBeNull();
  });

  it('say nothing of taxes when checkout adds none', () => {
    fakeApi();
    render();
    expect(screen.queryByText('(taxes extra)')).toBeNull();
  });
});

describe('the employers section', () => {
  it("states the server's post price, or that posting is free", () => {
    Object.assign(config, { jobPostPriceCents: 500 });
    fakeApi();
    const view = renderWithApp(<EmployersSection />, { route: '/' });
    expect(screen.getByText('Just $5 per job post, with 30-day visibility.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a Job' }).getAttribute('href')).toBe('/?post=job');
    view.unmount();
    Object.assign(config, { jobPostPriceCents: 0 });
    renderWithApp(<EmployersSection />, { route: '/' });
    expect(screen.getByText('Posting a job is free, with 30-day visibility.')).toBeTruthy();
  });
});
