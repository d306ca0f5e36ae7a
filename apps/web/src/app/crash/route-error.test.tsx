import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { config } from '../../config';
import { RouteError } from './route-error';

/**
 * The crash screen of spec 1 §2 for an error thrown by a page (what the browser test
 * checked on /__crash, which production builds no longer serve).
 */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Broken(): never {
  throw new Error('thrown on purpose by the test');
}

function renderBrokenPage() {
  const router = createMemoryRouter(
    [{ path: '/broken', element: <Broken />, errorElement: <RouteError /> }],
    {
      initialEntries: ['/broken'],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('shows the crash screen with the support address, and logs the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBrokenPage();
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText(
        "We're sorry, but an unexpected error occurred. Our team has been notified and is working to fix this issue.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('If this problem persists, please contact our support team at')).toBeTruthy();
    const support = screen.getByRole('link', { name: config.supportEmail });
    expect(support.getAttribute('href')).toBe(`mailto:${config.supportEmail}`);
    const messages = logged.mock.calls
      .flat()
      .map((part) => String(part instanceof Error ? part.message : part));
    expect(messages.some((text) => text.includes('thrown on purpose by the test'))).toBe(true);
  });

  it('offers a reload and a full navigation home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, assign });
    renderBrokenPage();
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});
