import { RETENTION_DAYS } from '@hirehand/shared/legal/retention';
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

  it('names the engine that really answers the AI assistant, as this server is configured', () => {
    const renderPrivacy = () =>
      render(
        <MemoryRouter>
          <LegalPage doc="privacy" />
        </MemoryRouter>,
      );
    renderPrivacy();
    const section = within(screen.getByRole('region', { name: 'The AI assistant' }));
    expect(section.getByText(/HireHand’s built-in assistant\. It runs on our own servers/)).toBeTruthy();
    expect(section.getByText(/we remove e-mail addresses and phone numbers/)).toBeTruthy();
    cleanup();
    config.aiModel = 'llama3.1:8b';
    try {
      renderPrivacy();
      expect(
        within(screen.getByRole('region', { name: 'The AI assistant' })).getByText(
          /written by the language model llama3\.1:8b/,
        ),
      ).toBeTruthy();
    } finally {
      config.aiModel = null;
    }
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

  it('states the retention periods the server applies (decision 021)', () => {
    render(
      <MemoryRouter>
        <LegalPage doc="privacy" />
      </MemoryRouter>,
    );
    const section = within(screen.getByRole('region', { name: 'How long we keep it' }));
    const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
    expect(RETENTION_DAYS.verificationCodes).toBe(RETENTION_DAYS.signInExchanges);
    expect(section.getByText(/^One-time codes/).textContent).toContain(
      `${days(RETENTION_DAYS.verificationCodes)} after they expire`,
    );
    expect(section.getByText(/^Your sign-ins/).textContent).toContain(
      `${days(RETENTION_DAYS.endedSessions)} after you sign out`,
    );
    expect(section.getByText(/^Copies of the e-mails/).textContent).toContain(
      `${days(RETENTION_DAYS.outboxMail)}.`,
    );
    const tasks = section.getByText(/^Background tasks/).textContent;
    expect(tasks).toContain(`${days(RETENTION_DAYS.succeededJobs)} after they are done`);
    expect(tasks).toContain(`${days(RETENTION_DAYS.failedJobs)} if they failed`);
  });
});
