import type { NotificationDto } from '@hirehand/shared/notifications/notifications';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { NotificationBell } from './notification-bell';

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

const renderBell = () => renderWithApp(<NotificationBell userId="user-1" />, { route: '/' }).router;

const openMenu = async (name: string | RegExp) => {
  const trigger = await screen.findByRole('button', { name });
  await act(async () => fireEvent.keyDown(trigger, { key: 'Enter' }));
  return screen.getByRole('menu');
};

afterEach(() => cleanup());

describe('NotificationBell', () => {
  it('names the unread count, lists notifications with relative time, and opens one by marking it read', async () => {
    const api = fakeApi({
      'POST /api/notifications/:id/read': json(204),
      'GET /api/notifications': json(200, {
        notifications: [
          note({}),
          note({ id: 'n2', read: true, title: 'Older', kind: 'application.shortlisted' }),
        ],
        unread_count: 1,
      }),
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
    expect(api.callsTo('POST /api/notifications/:id/read').map((call) => call.url)).toEqual([
      '/api/notifications/n1/read',
    ]);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/dashboard?tab=applications',
      ),
    );
  });

  it('marks all as read', async () => {
    let unread = 2;
    const api = fakeApi({
      'POST /api/notifications/read-all': () => {
        unread = 0;
        return json(204);
      },
      'GET /api/notifications': () =>
        json(200, {
          notifications: [note({ read: unread === 0 }), note({ id: 'n2', read: unread === 0 })],
          unread_count: unread,
        }),
    });
    renderBell();
    await openMenu('Notifications, 2 unread');
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Mark all as read' })));
    expect(api.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('has an empty state', async () => {
    fakeApi({ 'GET /api/notifications': json(200, { notifications: [], unread_count: 0 }) });
    renderBell();
    const menu = await openMenu('Notifications');
    // The menu may open before the list has arrived ("Loading notifications…").
    await waitFor(() => expect(menu.textContent).toContain("You're all caught up"));
  });
});
