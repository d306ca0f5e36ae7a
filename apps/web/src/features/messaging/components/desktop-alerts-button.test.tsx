import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesktopAlertsButton } from './desktop-alerts-button';

/** The browser's Notification API as far as the button uses it. */
function stubNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DesktopAlertsButton', () => {
  it('asks the browser on click and goes away once the person answered', async () => {
    const requestPermission = stubNotification('default', 'granted');
    render(<DesktopAlertsButton />);
    const button = screen.getByRole('button', { name: 'Desktop alerts' });
    await act(async () => fireEvent.click(button));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Desktop alerts' })).toBeNull();
  });

  it('is not offered when already allowed or blocked, or where the browser has no notifications', () => {
    for (const permission of ['granted', 'denied'] as const) {
      stubNotification(permission);
      const { unmount } = render(<DesktopAlertsButton />);
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
    vi.unstubAllGlobals();
    const saved = globalThis.Notification;
    // jsdom has no Notification: the browser cannot show them, so nothing is offered.
    expect(saved).toBeUndefined();
    render(<DesktopAlertsButton />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
