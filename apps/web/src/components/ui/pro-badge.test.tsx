import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProBadge } from './pro-badge';

afterEach(cleanup);

describe('ProBadge', () => {
  it('shows "Pro" and names it "Pro member" for screen readers, without a title tooltip', () => {
    render(
      <h3>
        Maya <ProBadge />
      </h3>,
    );
    const badge = screen.getByTestId('pro-badge');
    expect(badge.textContent).toBe('ProPro member');
    expect(screen.getByText('Pro').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Pro member').className).toContain('sr-only');
    expect(badge.hasAttribute('title')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Maya Pro member' })).toBeTruthy();
  });
});
