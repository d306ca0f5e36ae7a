import type { NotificationDto } from '@hirehand/shared/notifications/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from './notification-bell';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

const note = (overrides: Partial<NotificationDto>): NotificationDto => ({
  id: 'n1',
  kind: 'application.accepted',
  title: 'You\'re hired for "Licensed electrician"',
  body: 'Olivia Tremblay accepted your application.',
  link: '/dashboard?tab=applications',
  read: false,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

function renderBell() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell userId="user-1" /> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const openMenu = async (name: string | RegExp) => {
  const trigger = await screen.findByRole('button', { name });
  await act(async () => fireEvent.keyDown(trigger, { key: 'Enter' }));
  return screen.getByRole('menu');
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NotificationBell', () => {
  it('names the unread count, lists notifications with relative time, and opens one by marking it read', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') return json(204);
      return json(200, {
        notifications: [
          note({}),
          note({ id: 'n2', read: true, title: 'Older', kind: 'application.shortlisted' }),
        ],
        unread_count: 1,
      });
    });
    const router = renderBell();
    const menu = await openMenu('Notifications, 1 unread');
    expect(screen.getByTestId('notification-count').textContent).toBe('1');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mark all as read',
      expect.stringContaining('You\'re hired for "Licensed electrician"Unread'),
      expect.stringContaining('Older'),
    ]);
    expect(menu.textContent).toContain('5 minutes ago');
    expect(items[1]!.getAttribute('data-unread')).toBe('true');
    expect(items[2]!.getAttribute('data-unread')).toBeNull();

    await act(async () => fireEvent.click(items[1]!));
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/notifications/n1/read',
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/dashboard?tab=applications',
      ),
    );
  });

  it('marks all as read', async () => {
    let unread = 2;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') {
        unread = 0;
        return json(204);
      }
      return json(200, {
        notifications: [note({ read: unread === 0 }), note({ id: 'n2', read: unread === 0 })],
        unread_count: unread,
      });
    });
    renderBell();
    await openMenu('Notifications, 2 unread');
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Mark all as read' })));
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/notifications/read-all',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('has an empty state', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { notifications: [], unread_count: 0 }));
    renderBell();
    const menu = await openMenu('Notifications');
    expect(menu.textContent).toContain("You're all caught up");
  });
});
