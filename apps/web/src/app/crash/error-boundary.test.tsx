import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { config } from '@/config';
import { ErrorBoundary } from './error-boundary';

/**
 * The crash screen for an error thrown by a page (the shell wraps each page in this boundary;
 * the browser test on /__crash cannot run, as production builds no longer serve that page).
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
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );
}

describe('ErrorBoundary around a page', () => {
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
