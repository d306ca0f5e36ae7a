import type {
  StaffContactMessageDto,
  StaffContactMessagesPageDto,
} from '@hirehand/shared/staff/contact-messages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { StaffConsolePage } from './staff-console-page';

const message = (n: number, patch: Partial<StaffContactMessageDto> = {}): StaffContactMessageDto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Sender ${n}`,
  email: `sender${n}@example.ca`,
  type: 'payment',
  subject: `Subject ${n}`,
  message: `Line one of ${n}\nLine two of ${n}`,
  mailed_at: '2026-11-20T12:00:05.000Z',
  created_at: '2026-11-20T12:00:00.000Z',
  ...patch,
});
const summary = ({ message: _body, ...rest }: StaffContactMessageDto) => rest;
const listPage = (
  page: number,
  messages: StaffContactMessageDto[],
  total: number,
): StaffContactMessagesPageDto => ({
  messages: messages.map(summary),
  page,
  limit: 20,
  total,
});

const renderConsole = (route = '/staff') =>
  renderWithApp(<StaffConsolePage />, { route, session: { user: sampleUser({ id: 'staff-1' }) } });

resetAfterEach();

describe('StaffConsolePage: contact messages', () => {
  it('lists the messages, opens one in full by keyboard-usable links, and puts focus on it', async () => {
    const first = message(1, { mailed_at: null });
    const api = fakeApi({
      'GET /api/staff/contact-messages': json(200, listPage(1, [first, message(2)], 2)),
      [`GET /api/staff/contact-messages/${first.id}`]: json(200, first),
    });
    const { router } = renderConsole();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff console' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Console sections' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Messages on this page' });
    expect(screen.getByText('2 messages, newest first')).toBeTruthy();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Subject 1'),
      expect.stringContaining('Subject 2'),
    ]);
    expect(links[0]!.textContent).toContain('Not mailed');
    expect(links[0]!.textContent).toContain('Payments');
    expect(screen.getByText('Choose a message to read it here.')).toBeTruthy();

    await act(async () => fireEvent.click(links[0]!));
    expect(router.state.location.search).toBe(`?message=${first.id}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Subject 1' });
    expect(document.activeElement).toBe(heading);
    const article = screen.getByRole('article', { name: 'Subject 1' });
    expect(within(article).getByText('sender1@example.ca')).toBeTruthy();
    expect(within(article).getByText('Not yet: stored only')).toBeTruthy();
    expect(within(article).getByText(/Line one of 1\s+Line two of 1/)).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toBe(
      'mailto:sender1%40example.ca?subject=Re%3A%20Subject%201',
    );
    expect(within(list).getAllByRole('link')[0]!.getAttribute('aria-current')).toBe('true');
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/staff/contact-messages?page=1',
      `/api/staff/contact-messages/${first.id}`,
    ]);
    expect(api.calls[0]!.headers.authorization).toBe('Bearer token-test');
  });

  it('pages through the list by the address', async () => {
    const api = fakeApi({
      'GET /api/staff/contact-messages': (call) =>
        call.query.get('page') === '2'
          ? json(200, listPage(2, [message(3)], 21))
          : json(200, listPage(1, [message(1), message(2)], 21)),
    });
    const { router } = renderConsole();
    const nav = await screen.findByRole('navigation', { name: 'Message pages' });
    expect(within(nav).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();
    await act(async () => fireEvent.click(within(nav).getByRole('link', { name: 'Next page' })));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Subject 3')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/staff/contact-messages?page=1',
      '/api/staff/contact-messages?page=2',
    ]);
  });

  it('says when there is no message yet, and when one does not exist', async () => {
    fakeApi({
      'GET /api/staff/contact-messages': json(200, listPage(1, [], 0)),
      'GET /api/staff/contact-messages/:id': json(404, { detail: 'Contact message not found' }),
    });
    renderConsole('/staff?message=00000000-0000-4000-8000-000000000009');
    expect(await screen.findByText('No one has sent a message through the contact form yet.')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('This message does not exist (any more).');
    expect(screen.getByRole('link', { name: 'Back to messages' }).getAttribute('href')).toBe('/staff');
  });

  it('offers to try again when the list fails to load', async () => {
    const api = fakeApi({
      'GET /api/staff/contact-messages': json(500, { detail: 'Internal server error' }),
    });
    renderConsole();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The messages could not be loaded.');
    api.on('GET /api/staff/contact-messages', json(200, listPage(1, [message(1)], 1)));
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Subject 1')).toBeTruthy();
  });
});
