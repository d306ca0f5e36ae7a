import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '@/config';
import { LEGAL_DOCS, LegalPage } from './legal-page';

afterEach(cleanup);

describe('LegalPage', () => {
  it.each([
    ['privacy', 'Privacy Policy'],
    ['terms', 'Terms of Service'],
    ['accessibility', 'Accessibility'],
  ] as const)('%s: title, date, contact link and links to the other documents', (doc, title) => {
    render(
      <MemoryRouter>
        <LegalPage doc={doc} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(/^Last updated: /).getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('link', { name: config.supportEmail }).getAttribute('href')).toBe(
      `mailto:${config.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact');
    const others = within(screen.getByRole('navigation', { name: 'Other policies' })).getAllByRole('link');
    expect(others).toHaveLength(LEGAL_DOCS.length - 1);
    expect(screen.queryByText(/\{\{|<mail>/)).toBeNull();
  });

  it('names the PIPEDA rights on the privacy page', () => {
    render(
      <MemoryRouter>
        <LegalPage doc="privacy" />
      </MemoryRouter>,
    );
    const rights = within(screen.getByRole('region', { name: 'Your rights' }));
    for (const right of [/^Access/, /^Correct/, /^Delete/, /^Export/, /^Withdraw/]) {
      expect(rights.getByText(right)).toBeTruthy();
    }
  });
});
