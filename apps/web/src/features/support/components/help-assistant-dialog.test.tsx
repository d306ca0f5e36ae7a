import type { SupportChatDto } from '@hirehand/shared/support/support-chat';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { HelpAssistantDialog } from './help-assistant-dialog';

const CHAT = 'POST /api/support/chat';

const answer = (overrides: Partial<SupportChatDto> = {}): SupportChatDto => ({
  session_id: 'support-1',
  response: 'Open the link in the e-mail we sent you when you signed up.',
  suggestions: [],
  escalation: false,
  articles: [
    { slug: 'verify-email', title: 'Verifying your e-mail', url: '/help/verify-email', excerpt: 'x' },
  ],
  jobs: [],
  jobs_url: null,
  engine: { kind: 'builtin', label: "HireHand's built-in assistant" },
  ...overrides,
});

function renderDialog(signedIn = true) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(<HelpAssistantDialog open onOpenChange={onOpenChange} />, {
    route: '/dashboard',
    session: signedIn ? { user: sampleUser({ full_name: 'Maya Worker' }) } : undefined,
  });
  return { ...view, onOpenChange };
}

const log = () => screen.getByRole('log', { name: 'Conversation' });
const botMessages = () => within(log()).getAllByTestId('support-bot-message');

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());
resetAfterEach();

describe('the help-centre assistant', () => {
  it('greets by full name and lists the six help areas, each showing its questions', () => {
    fakeApi();
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Help Centre Assistant' })).toBeTruthy();
    expect(botMessages()[0]!.textContent).toContain('Hi Maya Worker!');
    const areas = screen.getByRole('list', { name: 'Help areas' });
    expect(
      within(areas)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'General Help',
      'Account & Profile',
      'Jobs & Applications',
      'Payments & Billing',
      'Technical Support',
      'Safety & Trust',
    ]);
    fireEvent.click(within(areas).getByRole('button', { name: 'Account & Profile' }));
    const questions = screen.getByRole('list', { name: 'Questions about Account & Profile' });
    expect(within(questions).getByRole('button', { name: 'How do I verify my e-mail?' })).toBeTruthy();
    fireEvent.click(within(areas).getByRole('button', { name: 'Safety & Trust' }));
    expect(
      within(screen.getByRole('list', { name: 'Questions about Safety & Trust' })).getByRole('button', {
        name: 'How do I report a safety concern?',
      }),
    ).toBeTruthy();
  });

  it('greets a visitor with "Hi there!"', () => {
    fakeApi();
    renderDialog(false);
    expect(botMessages()[0]!.textContent).toContain('Hi there!');
  });

  it("asks in the question's area and shows a fast answer no sooner than 1.5 s", async () => {
    const api = fakeApi({ [CHAT]: json(200, answer()) });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Account & Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'How do I verify my e-mail?' }));
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(api.callsTo(CHAT)[0]!.body).toEqual({
      message: 'How do I verify my e-mail?',
      category: 'account',
    });
    expect(screen.getByTestId('support-typing')).toBeTruthy();
    expect(botMessages()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByTestId('support-typing')).toBeNull();
    expect(botMessages()).toHaveLength(2);
    expect(
      within(log()).getByText('Open the link in the e-mail we sent you when you signed up.'),
    ).toBeTruthy();
    expect(within(log()).getByRole('link', { name: 'Verifying your e-mail' }).getAttribute('href')).toBe(
      '/help/verify-email',
    );
  });

  it('adds no delay to a slow answer', async () => {
    const slow = deferred();
    fakeApi({ [CHAT]: () => slow.promise });
    renderDialog();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByTestId('support-typing')).toBeTruthy();
    await act(async () => slow.resolve(json(200, answer())));
    expect(screen.queryByTestId('support-typing')).toBeNull();
    expect(botMessages()).toHaveLength(2);
  });

  it('offers Talk to Human Support on an escalated answer', async () => {
    const api = fakeApi({
      [CHAT]: json(200, answer({ escalation: true, articles: [] })),
      'POST /api/support/tickets': json(201, {
        id: 't-1',
        reference: 'HH-ABCDEFGH',
        category: 'general',
        subject: 'hi',
        message: 'hi',
        status: 'open',
        created_at: '2026-11-27T08:00:00.000Z',
        updated_at: '2026-11-27T08:00:00.000Z',
        replies: [],
      }),
    });
    renderDialog();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    fireEvent.click(screen.getByRole('button', { name: 'Talk to Human Support' }));
    expect(await within(log()).findByText(/Your reference is HH-ABCDEFGH\./)).toBeTruthy();
    // A two-letter question still makes a valid ticket: the category names its subject.
    expect(api.callsTo('POST /api/support/tickets')[0]!.body).toEqual({
      category: 'general',
      subject: 'Support request: General Help',
      message: 'Support request (General Help): hi',
      session_id: 'support-1',
    });
  });
});
