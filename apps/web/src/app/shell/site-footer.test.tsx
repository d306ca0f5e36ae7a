import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n/i18n';
import { config } from '@/config';
import { SiteFooter } from './site-footer';

afterEach(cleanup);

function renderFooter() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const hrefs = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('SiteFooter', () => {
  it('links the landing sections, support and legal pages', () => {
    renderFooter();
    expect(hrefs('Quick Links')).toEqual([
      ['How it works', '/#how-it-works'],
      ['Find work', '/#work'],
      ['Post a job', '/#post'],
      ['Professions', '/#professions'],
      ['Pricing', '/#pricing'],
    ]);
    expect(hrefs('Support')).toEqual([
      ['Contact us', '/contact'],
      ['Trust & safety', '/#trust'],
      ['Safety features', '/#safety'],
      ['Help centre', '/help'],
    ]);
    expect(hrefs('Legal')).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Accessibility', '/accessibility'],
    ]);
  });

  it('shows the configured support e-mail, the year and external social links', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: config.supportEmail }).getAttribute('href')).toBe(
      `mailto:${config.supportEmail}`,
    );
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} HireHand. All rights reserved.`),
    ).toBeTruthy();
    const social = within(footer).getAllByRole('link', { name: /opens in a new tab/ });
    expect(social).toHaveLength(4);
    for (const link of social) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/.+\/hirehand$/);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('target')).toBe('_blank');
    }
    expect(within(footer).getByRole('form', { name: 'Subscribe to the HireHand newsletter' })).toBeTruthy();
  });
});
