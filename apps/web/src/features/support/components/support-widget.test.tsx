import type { SupportChatDto } from '@hirehand/shared/support/support-chat';
import type { SupportTicketDto } from '@hirehand/shared/support/support-tickets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fakeApi, json, networkError } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { FloatingSupport } from './floating-support';

resetAfterEach();

const CHAT = 'POST /api/support/chat';
const TICKETS = 'POST /api/support/tickets';
const VISITOR_TICKETS = 'POST /api/support/visitor-tickets';
const FAILURE =
  "I'm sorry, I'm having trouble processing your request right now. Please try again in a moment, or contact our support team directly.";

const answer = (overrides: Partial<SupportChatDto> = {}): SupportChatDto => ({
  session_id: 'support-1',
  response: 'Your trust score runs from 0 to 100 and grows with verified details and reviews.',
  suggestions: ['How do I raise my trust score?', 'What are reviews?'],
  escalation: false,
  articles: [
    {
      slug: 'trust-score',
      title: 'How the trust score works',
      url: '/help/trust-score',
      excerpt: 'Your trust score runs from 0 to 100.',
    },
  ],
  jobs: [],
  jobs_url: null,
  engine: { kind: 'builtin', label: "HireHand's built-in assistant" },
  ...overrides,
});

const ticket = (overrides: Partial<SupportTicketDto> = {}): SupportTicketDto => ({
  id: 'ticket-1',
  reference: 'HH-7K3Q9M2P',
  category: 'general',
  subject: 'how does trust score work',
  message: 'how does trust score work',
  status: 'open',
  created_at: '2026-11-27T08:00:00.000Z',
  updated_at: '2026-11-27T08:00:00.000Z',
  replies: [],
  ...overrides,
});

function renderWidget(options: { signedIn?: boolean } = {}) {
  return renderWithApp(<FloatingSupport />, {
    route: '/',
    session: options.signedIn ? { user: sampleUser({ full_name: 'Maya Worker' }) } : undefined,
  });
}

async function openWidget() {
  fireEvent.click(screen.getByRole('button', { name: 'Open the support assistant' }));
  return screen.findByRole('region', { name: 'AI Support Assistant' });
}

const input = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const log = () => screen.getByRole('log', { name: 'Conversation' });
const botMessages = () => within(log()).getAllByTestId('support-bot-message');

function ask(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input().closest('form')!);
}

describe('the support chat widget', () => {
  it('opens with the greeting, the four quick suggestions and the career dialog button; focus in the input', async () => {
    fakeApi();
    renderWidget();
    const panel = await openWidget();
    expect(within(panel).getByText("HireHand's built-in assistant")).toBeTruthy();
    expect(botMessages()).toHaveLength(1);
    expect(botMessages()[0]!.textContent).toContain("Hi! I'm HireHand's support assistant.");
    expect(botMessages()[0]!.querySelector('time')).toBeTruthy();
    const suggestions = within(panel).getByRole('list', { name: 'Suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'find painting jobs near me',
      'how does trust score work',
      'post a weekend helper job',
      'show me student-friendly gigs',
    ]);
    expect(within(panel).getByRole('button', { name: 'Discover my opportunities' })).toBeTruthy();
    expect(document.activeElement).toBe(input());
    expect(input().getAttribute('placeholder')).toBe('Type your message...');
    const category = within(panel).getByRole('combobox', { name: 'Chat category' }) as HTMLSelectElement;
    expect([...category.options].map((option) => [option.value, option.text])).toEqual([
      ['general', 'General Help'],
      ['account', 'Account & Profile'],
      ['jobs', 'Jobs & Applications'],
      ['payments', 'Payments & Billing'],
      ['technical', 'Technical Support'],
      ['safety', 'Safety & Trust'],
    ]);
  });

  it('sends a suggestion; the answer shows as plain text with its article links and suggestions, and the session goes on', async () => {
    const api = fakeApi()
      .once(CHAT, json(200, answer({ response: '<b>Bold</b> claims stay text.' })))
      .once(CHAT, json(200, answer({ suggestions: [] })));
    const { router } = renderWidget();
    const panel = await openWidget();
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Chat category' }), {
      target: { value: 'safety' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'how does trust score work' }));
    expect(await within(log()).findByText('<b>Bold</b> claims stay text.')).toBeTruthy();
    expect(log().querySelector('b')).toBeNull();
    expect(api.callsTo(CHAT)[0]!.body).toEqual({ message: 'how does trust score work', category: 'safety' });
    expect(within(log()).getByTestId('support-user-message').textContent).toContain(
      'how does trust score work',
    );
    // The quick suggestions were for the empty conversation only.
    expect(within(panel).queryByRole('list', { name: 'Suggestions' })).toBeNull();
    const replies = within(log()).getByRole('list', { name: 'Suggested questions' });
    expect(within(replies).getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Talk to Human Support' })).toBeNull();

    fireEvent.click(within(replies).getByRole('button', { name: 'What are reviews?' }));
    await waitFor(() => expect(api.callsTo(CHAT)).toHaveLength(2));
    expect(api.callsTo(CHAT)[1]!.body).toEqual({
      message: 'What are reviews?',
      category: 'safety',
      session_id: 'support-1',
    });
    await waitFor(() => expect(botMessages()).toHaveLength(3));

    const link = within(log()).getAllByRole('link', { name: 'How the trust score works' })[0]!;
    expect(link.getAttribute('href')).toBe('/help/trust-score');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/help/trust-score');
  });

  it('lists the jobs of a job search, each opening the job, and links the whole search', async () => {
    fakeApi({
      [CHAT]: json(
        200,
        answer({
          response: 'Here are painting jobs near you.',
          articles: [],
          jobs: [
            { id: 'job-1', title: 'Paint a fence', city: 'Toronto', salary: '$25/hr', distance_km: 3.2 },
            { id: 'job-2', title: 'Interior painter', city: null, salary: '$400', distance_km: null },
          ],
          jobs_url: '/?searchTerm=painting#work',
        }),
      ),
    });
    renderWidget();
    await openWidget();
    fireEvent.click(screen.getByRole('button', { name: 'find painting jobs near me' }));
    const jobs = await within(log()).findByRole('list', { name: 'Open jobs' });
    const cards = within(jobs).getAllByTestId('support-job');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Paint a fence');
    expect(cards[0]!.textContent).toContain('$25/hr');
    expect(cards[0]!.textContent).toContain('Toronto');
    expect(within(log()).getByRole('link', { name: 'See all on the job board' }).getAttribute('href')).toBe(
      '/?searchTerm=painting#work',
    );
  });

  it('shows the typing indicator and keeps Send disabled while empty or awaiting an answer', async () => {
    const slow = deferred();
    fakeApi({ [CHAT]: () => slow.promise });
    renderWidget();
    await openWidget();
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(sendButton().disabled).toBe(true);
    ask('hello');
    expect(await screen.findByTestId('support-typing')).toBeTruthy();
    fireEvent.change(input(), { target: { value: 'and another thing' } });
    expect(sendButton().disabled).toBe(true);
    await act(async () =>
      slow.resolve(json(200, answer({ engine: { kind: 'model', label: 'Llama 3.1 8B' } }))),
    );
    await waitFor(() => expect(screen.queryByTestId('support-typing')).toBeNull());
    expect(sendButton().disabled).toBe(false);
    // The header names the engine that answered.
    expect(screen.getByTestId('support-engine').textContent).toBe('Llama 3.1 8B');
  });

  it('answers a failure with the apology and the human-support button; a refusal with its text', async () => {
    fakeApi()
      .once(CHAT, () => networkError())
      .once(CHAT, json(429, { code: 'support.chat_rate_limited', detail: 'Please wait a moment.' }));
    renderWidget();
    await openWidget();
    ask('hello');
    expect(await within(log()).findByText(FAILURE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Talk to Human Support' })).toBeTruthy();
    ask('hello again');
    expect(await within(log()).findByText('Please wait a moment.')).toBeTruthy();
  });

  it('signed in: Talk to Human Support opens a ticket with the conversation and shows its reference', async () => {
    const pendingTicket = deferred();
    const api = fakeApi({
      [CHAT]: json(200, answer({ escalation: true, response: 'I could not find an answer to that.' })),
      [TICKETS]: () => pendingTicket.promise,
    });
    renderWidget({ signedIn: true });
    await openWidget();
    fireEvent.change(screen.getByRole('combobox', { name: 'Chat category' }), {
      target: { value: 'payments' },
    });
    ask('My payout never arrived');
    fireEvent.click(await screen.findByRole('button', { name: 'Talk to Human Support' }));
    const busy = await screen.findByRole('button', { name: 'Opening your support request…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => pendingTicket.resolve(json(201, ticket())));
    const reference = await screen.findByTestId('support-ticket-reference');
    expect(reference.textContent).toBe(
      'Your request is with our support team. Your reference is HH-7K3Q9M2P.',
    );
    const call = api.callsTo(TICKETS)[0]!;
    expect(call.headers.authorization).toBe('Bearer token-test');
    expect(call.body).toEqual({
      category: 'payments',
      subject: 'My payout never arrived',
      message: 'My payout never arrived',
      session_id: 'support-1',
    });
    expect(api.callsTo(CHAT)[0]!.headers.authorization).toBe('Bearer token-test');
    const text = log().textContent ?? '';
    expect(text).toContain('Monday to Friday 9:00–18:00, Saturday 10:00–16:00 Pacific time; closed Sunday');
    expect(text).toContain('within 24 hours');
    expect(within(log()).getByRole('link', { name: 'support@hirehand.ca' }).getAttribute('href')).toBe(
      'mailto:support@hirehand.ca',
    );
    expect(text).not.toContain('Phone:');
    expect(within(log()).getByRole('link', { name: 'Your support requests' }).getAttribute('href')).toBe(
      '/help/requests',
    );
    // The request is open: the button is gone.
    expect(screen.queryByRole('button', { name: 'Talk to Human Support' })).toBeNull();
  });

  it('signed in: a refused ticket shows the server text', async () => {
    fakeApi({
      [CHAT]: json(200, answer({ escalation: true })),
      [TICKETS]: json(429, { code: 'support.ticket_rate_limited', detail: 'Too many support requests.' }),
    });
    renderWidget({ signedIn: true });
    await openWidget();
    ask('hi');
    fireEvent.click(await screen.findByRole('button', { name: 'Talk to Human Support' }));
    expect(await within(log()).findByText('Too many support requests.')).toBeTruthy();
  });

  it('signed out: Talk to Human Support asks for a name and an e-mail address, then opens a visitor ticket and shows its reference', async () => {
    const pendingTicket = deferred();
    const api = fakeApi({
      [CHAT]: json(200, answer({ escalation: true, response: 'I could not find an answer to that.' })),
      [VISITOR_TICKETS]: () => pendingTicket.promise,
    });
    renderWidget();
    await openWidget();
    ask('I want a person');
    fireEvent.click(await screen.findByRole('button', { name: 'Talk to Human Support' }));
    const form = await within(log()).findByRole('form', { name: 'Ask our support team' });
    expect(within(form).getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(log().textContent).toContain('Monday to Friday 9:00–18:00');
    // Asking again does not add a second form.
    fireEvent.click(screen.getByRole('button', { name: 'Talk to Human Support' }));
    expect(within(log()).getAllByRole('form')).toHaveLength(1);

    // The shared schema's checks, before any call.
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send to support' })));
    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Email is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Your name/), { target: { value: 'Vera Visitor' } });
    fireEvent.change(within(form).getByLabelText(/Your e-mail address/), {
      target: { value: 'not-an-address' },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send to support' })));
    expect(within(form).getByText('Email is invalid')).toBeTruthy();
    expect(api.callsTo(VISITOR_TICKETS)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/Your e-mail address/), {
      target: { value: ' Vera@Example.ca ' },
    });
    fireEvent.change(within(form).getByLabelText(/Anything to add/), {
      target: { value: 'I was charged twice.' },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send to support' })));
    const busy = within(form).getByRole('button', { name: 'Opening your support request…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () =>
      pendingTicket.resolve(
        json(201, { reference: 'HH-7K3Q9M2P', status: 'open', created_at: '2026-11-27T08:00:00.000Z' }),
      ),
    );
    const reference = await screen.findByTestId('support-ticket-reference');
    expect(reference.textContent).toBe(
      'Your request is with our support team. Your reference is HH-7K3Q9M2P.',
    );
    const call = api.callsTo(VISITOR_TICKETS)[0]!;
    expect(call.headers.authorization).toBeUndefined();
    expect(call.body).toEqual({
      category: 'general',
      subject: 'I want a person',
      message: 'I want a person',
      session_id: 'support-1',
      name: 'Vera Visitor',
      email: 'vera@example.ca',
      note: 'I was charged twice.',
    });
    const text = log().textContent ?? '';
    expect(text).toContain('We sent a confirmation to vera@example.ca.');
    expect(text).toContain('within 24 hours');
    // No list of requests without an account; the form and the button are gone.
    expect(within(log()).queryByRole('link', { name: 'Your support requests' })).toBeNull();
    expect(within(log()).queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Talk to Human Support' })).toBeNull();
    expect(api.callsTo(TICKETS)).toHaveLength(0);
  });

  it("signed out: a refused visitor ticket shows the server's text in the form, which keeps what was typed", async () => {
    fakeApi({
      [CHAT]: json(200, answer({ escalation: true })),
      [VISITOR_TICKETS]: json(429, {
        code: 'support.visitor_ticket_rate_limited',
        detail: 'Too many support requests have been opened from here.',
      }),
    });
    renderWidget();
    await openWidget();
    ask('hi');
    fireEvent.click(await screen.findByRole('button', { name: 'Talk to Human Support' }));
    const form = await within(log()).findByRole('form', { name: 'Ask our support team' });
    fireEvent.change(within(form).getByLabelText(/Your name/), { target: { value: 'Vera Visitor' } });
    fireEvent.change(within(form).getByLabelText(/Your e-mail address/), {
      target: { value: 'vera@example.ca' },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send to support' })));
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'Too many support requests have been opened from here.',
    );
    expect((within(form).getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Vera Visitor');
    expect(screen.queryByTestId('support-ticket-reference')).toBeNull();
  });

  it('minimising keeps the conversation; closing (or Escape) ends it and gives focus back to the launcher', async () => {
    fakeApi({ [CHAT]: json(200, answer()) });
    renderWidget();
    await openWidget();
    ask('how does trust score work');
    await within(log()).findByRole('link', { name: 'How the trust score works' });

    fireEvent.click(screen.getByRole('button', { name: 'Minimise the support assistant' }));
    expect(screen.queryByRole('region', { name: 'AI Support Assistant' })).toBeNull();
    const restore = screen.getByRole('button', { name: 'Restore the support assistant' });
    expect(document.activeElement).toBe(restore);
    fireEvent.click(restore);
    expect(within(log()).getByText('how does trust score work')).toBeTruthy();
    expect(botMessages()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Close the support assistant' }));
    const launcher = screen.getByRole('button', { name: 'Open the support assistant' });
    await waitFor(() => expect(document.activeElement).toBe(launcher));
    await openWidget();
    expect(botMessages()).toHaveLength(1);
    expect(screen.queryByText('how does trust score work', { selector: '[role=log] *' })).toBeNull();

    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'AI Support Assistant' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the support assistant' })),
    );
  });
});
