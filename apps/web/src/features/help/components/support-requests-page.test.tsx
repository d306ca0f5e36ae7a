import type { SupportTicketDto } from '@hirehand/shared/support/support-tickets';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { SupportRequestsPage } from './support-requests-page';

resetAfterEach();

const ticket = (patch: Partial<SupportTicketDto> = {}): SupportTicketDto => ({
  id: 't1',
  reference: 'HH-7K3Q9M2P',
  category: 'payments',
  subject: 'My payout is late',
  message: 'It has been a week.',
  status: 'answered',
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T13:00:00.000Z',
  replies: [{ id: 'r1', author: 'staff', body: 'We sent it today.', created_at: '2026-11-20T13:00:00.000Z' }],
  ...patch,
});

const renderPage = () =>
  renderWithApp(<SupportRequestsPage />, { route: '/help/requests', session: { user: sampleUser() } });

describe('SupportRequestsPage', () => {
  it("lists the person's requests with their reference, status and support's answers", async () => {
    fakeApi({
      'GET /api/support/tickets': json(200, {
        tickets: [ticket(), ticket({ id: 't2', subject: 'Second', status: 'open', replies: [] })],
      }),
    });
    renderPage();
    const answered = await screen.findByRole('article', { name: 'My payout is late' });
    expect(within(answered).getByText(/HH-7K3Q9M2P · Payments & Billing/)).toBeTruthy();
    expect(within(answered).getByText('Answered')).toBeTruthy();
    expect(within(answered).getByText('We sent it today.')).toBeTruthy();
    const open = screen.getByRole('article', { name: 'Second' });
    expect(within(open).getByText('Waiting for an answer from our support team.')).toBeTruthy();
  });

  it('says so when there is none, and sends a new request that then shows in the list', async () => {
    let created = false;
    const api = fakeApi({
      'GET /api/support/tickets': () =>
        json(200, { tickets: created ? [ticket({ status: 'open', replies: [] })] : [] }),
      'POST /api/support/tickets': () => {
        created = true;
        return json(201, ticket({ status: 'open', replies: [] }));
      },
    });
    renderPage();
    expect(await screen.findByText('You have not asked our support team anything yet.')).toBeTruthy();

    // The shared contract's limits, before any call.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send request' })));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'My payout is late' } });
    fireEvent.change(screen.getByLabelText(/Your question/), { target: { value: 'It has been a week.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send request' })));
    expect(await screen.findByText('Sent. Your reference is HH-7K3Q9M2P.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      category: 'general',
      subject: 'My payout is late',
      message: 'It has been a week.',
    });
    expect(await screen.findByRole('article', { name: 'My payout is late' })).toBeTruthy();
  });
});
