import type { StaffTicketDto, StaffTicketsPageDto } from '@hirehand/shared/staff/support-tickets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { StaffConsolePage } from './staff-console-page';

const ticket = (n: number, patch: Partial<StaffTicketDto> = {}): StaffTicketDto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  reference: `HH-ABCDEFG${n}`,
  category: 'payments',
  subject: `Ticket ${n}`,
  status: 'open',
  priority: null,
  requester: { id: `user-${n}`, visitor: false, full_name: `Person ${n}`, email: `person${n}@example.ca` },
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  message: `My request ${n}`,
  conversation: [],
  replies: [],
  ...patch,
});
const summary = ({ message: _m, conversation: _c, replies: _r, ...rest }: StaffTicketDto) => rest;
const page = (tickets: StaffTicketDto[]): StaffTicketsPageDto => ({
  tickets: tickets.map(summary),
  page: 1,
  limit: 20,
  total: tickets.length,
});

const renderConsole = (route: string) =>
  renderWithApp(<StaffConsolePage />, { route, session: { user: sampleUser({ id: 'staff-1' }) } });

resetAfterEach();

describe('StaffConsolePage: support tickets', () => {
  it('lists the queue with premium and professional marks, filters by status, and switches sections by the address', async () => {
    const api = fakeApi({
      'GET /api/staff/support-tickets': json(
        200,
        page([ticket(1, { priority: 'front' }), ticket(2, { priority: 'priority' }), ticket(3)]),
      ),
      'GET /api/staff/contact-messages': json(200, { messages: [], page: 1, limit: 20, total: 0 }),
    });
    const { router } = renderConsole('/staff?section=tickets');
    const list = await screen.findByRole('list', { name: 'Tickets on this page' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]!.textContent).toContain('Premium: front of queue');
    expect(links[0]!.textContent).toContain('HH-ABCDEFG1');
    expect(links[1]!.textContent).toContain('Pro: priority');
    expect(links[2]!.textContent).not.toContain('priority');
    expect(screen.getByRole('link', { name: 'Support tickets' }).getAttribute('aria-current')).toBe('page');

    await act(async () => fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'closed' } }));
    expect(router.state.location.search).toBe('?section=tickets&status=closed');
    await screen.findByRole('list', { name: 'Tickets on this page' });
    expect(api.calls.map((call) => call.url)).toContain('/api/staff/support-tickets?page=1&status=closed');

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Contact messages' })));
    expect(await screen.findByText('No one has sent a message through the contact form yet.')).toBeTruthy();
  });

  it('shows a ticket with its chat, answers it (the ticket becomes answered) and changes its status', async () => {
    const open = ticket(1, {
      conversation: [
        { role: 'user', content: 'my payout is late', created_at: '2026-11-20T11:59:00.000Z' },
        { role: 'assistant', content: 'I could not find an answer', created_at: '2026-11-20T11:59:01.000Z' },
      ],
    });
    const answered = ticket(1, {
      status: 'answered',
      replies: [
        {
          id: 'r1',
          author: 'staff',
          body: 'We sent it today.',
          created_at: '2026-11-20T13:00:00.000Z',
          staff_name: 'Sam Staff',
        },
      ],
    });
    const api = fakeApi({
      'GET /api/staff/support-tickets': json(200, page([open])),
      [`GET /api/staff/support-tickets/${open.id}`]: json(200, open),
      [`POST /api/staff/support-tickets/${open.id}/replies`]: json(200, answered),
      [`PATCH /api/staff/support-tickets/${open.id}`]: json(200, { ...answered, status: 'closed' }),
    });
    renderConsole(`/staff?section=tickets&ticket=${open.id}`);
    const article = await screen.findByRole('article', { name: 'Ticket 1' });
    expect(within(article).getByText('person1@example.ca')).toBeTruthy();
    expect(within(article).getByText('my payout is late')).toBeTruthy();
    expect(within(article).getByText('No one has answered yet.')).toBeTruthy();

    // An empty answer is refused before any call.
    await act(async () => fireEvent.click(within(article).getByRole('button', { name: 'Send answer' })));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(article).getByLabelText(/Your answer/), {
      target: { value: 'We sent it today.' },
    });
    await act(async () => fireEvent.click(within(article).getByRole('button', { name: 'Send answer' })));
    expect(await within(article).findByText('Answer sent.')).toBeTruthy();
    expect(within(article).getByText('We sent it today.')).toBeTruthy();
    expect(within(article).getByText(/Answered by Sam Staff/)).toBeTruthy();
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ body: 'We sent it today.' });
    expect((within(article).getByLabelText('Status') as HTMLSelectElement).value).toBe('answered');

    await act(async () =>
      fireEvent.change(within(article).getByLabelText('Status'), { target: { value: 'closed' } }),
    );
    expect(api.calls.find((call) => call.method === 'PATCH')!.body).toEqual({ status: 'closed' });
    await waitFor(() =>
      expect((within(article).getByLabelText('Status') as HTMLSelectElement).value).toBe('closed'),
    );
  });

  it("marks a visitor's ticket, names the e-mail address in the queue and says the answer goes there only", async () => {
    const fromVisitor = ticket(4, {
      requester: { id: null, visitor: true, full_name: 'Vera Visitor', email: 'vera@example.ca' },
    });
    fakeApi({
      'GET /api/staff/support-tickets': json(200, page([ticket(1), fromVisitor])),
      [`GET /api/staff/support-tickets/${fromVisitor.id}`]: json(200, fromVisitor),
    });
    renderConsole(`/staff?section=tickets&ticket=${fromVisitor.id}`);
    const list = await screen.findByRole('list', { name: 'Tickets on this page' });
    const [member, visitor] = within(list).getAllByRole('link');
    expect(member!.textContent).not.toContain('Visitor');
    expect(visitor!.textContent).toContain('Visitor');
    expect(visitor!.textContent).toContain('From Vera Visitor <vera@example.ca>, no account');

    const article = await screen.findByRole('article', { name: 'Ticket 4' });
    expect(within(article).getByText('Visitor')).toBeTruthy();
    expect(within(article).getByText('vera@example.ca')).toBeTruthy();
    expect(within(article).getByText(/E-mailed to the address the visitor gave/)).toBeTruthy();
  });
});
