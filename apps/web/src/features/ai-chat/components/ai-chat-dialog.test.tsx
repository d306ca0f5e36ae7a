import type { AiChatDto } from '@hirehand/shared/ai/ai-chat';
import { AI_MESSAGES } from '@hirehand/shared/ai/ai-errors';
import { MEMBERSHIP_MESSAGES } from '@hirehand/shared/membership/membership-texts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeApi, json, networkError } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { AiChatDialog } from './ai-chat-dialog';

const answer = (overrides: Partial<AiChatDto> = {}): AiChatDto => ({
  session_id: 'chat-1',
  ai_response: 'Tell me more about the jobs you have done.',
  response: 'Tell me more about the jobs you have done.',
  suggestions: [],
  discovered_skills: [],
  job_matches: [],
  engine: { kind: 'builtin', label: "HireHand's built-in assistant" },
  ...overrides,
});

/** Lets the minimum reply delay (1 s) run out. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(1000));

function renderDialog(options: { signedIn?: boolean; firstMessage?: string } = {}) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(
    <AiChatDialog open firstMessage={options.firstMessage} onOpenChange={onOpenChange} />,
    {
      route: '/',
      session: options.signedIn ? { user: sampleUser({ full_name: 'Maya Worker' }) } : undefined,
    },
  );
  return { ...view, onOpenChange };
}

function type(text: string) {
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: text } });
}
async function sendText(text: string) {
  type(text);
  fireEvent.keyDown(screen.getByLabelText('Your message'), { key: 'Enter' });
  await settle();
}

const log = () => screen.getByRole('log', { name: 'Conversation' });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());
resetAfterEach();

describe('AiChatDialog', () => {
  it('greets a visitor as Friend with four starter prompts, and a signed-in person by first name', () => {
    fakeApi();
    const { unmount } = renderDialog();
    expect(screen.getByRole('heading', { name: 'AI Career Discovery' })).toBeTruthy();
    expect(within(log()).getByText(/Hi Friend!/)).toBeTruthy();
    const starters = screen.getByRole('list', { name: 'Ways to start' });
    expect(within(starters).getAllByRole('button')).toHaveLength(4);
    // No engine is named before one answers.
    expect(screen.queryByTestId('ai-engine')).toBeNull();
    unmount();
    renderDialog({ signedIn: true });
    expect(within(log()).getByText(/Hi Maya!/)).toBeTruthy();
  });

  it('starts a session with the first message and passes it on later ones; names the engine that answered', async () => {
    const api = fakeApi()
      .once('POST /api/ai/chat', json(200, answer()))
      .once('POST /api/ai/chat', json(200, answer({ ai_response: 'Great, carpentry is in demand.' })));
    renderDialog();
    await sendText('I build decks');
    expect(api.callsTo('POST /api/ai/chat')[0]!.body).toEqual({ message: 'I build decks' });
    expect(within(log()).getByText('I build decks')).toBeTruthy();
    expect(within(log()).getByText('Tell me more about the jobs you have done.')).toBeTruthy();
    expect(screen.getByTestId('ai-engine').textContent).toBe("Answered by HireHand's built-in assistant");
    expect(screen.queryByRole('list', { name: 'Ways to start' })).toBeNull();

    await sendText('Mostly cedar decks');
    expect(api.callsTo('POST /api/ai/chat')[1]!.body).toEqual({
      message: 'Mostly cedar decks',
      session_id: 'chat-1',
    });
    expect(within(log()).getByText('Great, carpentry is in demand.')).toBeTruthy();
  });

  it('shows the model the answer names, and only that', async () => {
    fakeApi({ 'POST /api/ai/chat': json(200, answer({ engine: { kind: 'model', label: 'Llama 3.1 8B' } })) });
    renderDialog();
    await sendText('hello');
    expect(screen.getByTestId('ai-engine').textContent).toBe('Answered by Llama 3.1 8B');
    expect(document.body.textContent).not.toContain('GPT');
  });

  it('shows a fast reply 1 s after sending, with the typing indicator until then', async () => {
    fakeApi({ 'POST /api/ai/chat': json(200, answer()) });
    renderDialog();
    type('hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.getByTestId('ai-typing').textContent).toContain('The assistant is typing…');
    expect(screen.queryAllByTestId('ai-assistant-message')).toHaveLength(1); // the greeting
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByTestId('ai-typing')).toBeNull();
    expect(screen.getAllByTestId('ai-assistant-message')).toHaveLength(2);
  });

  it('adds no delay to a slow reply: it shows as soon as it arrives', async () => {
    const slow = deferred();
    fakeApi({ 'POST /api/ai/chat': () => slow.promise });
    renderDialog();
    type('hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByTestId('ai-typing')).toBeTruthy();
    await act(async () => slow.resolve(json(200, answer())));
    // No timer advanced: the reply is there at once.
    expect(screen.queryByTestId('ai-typing')).toBeNull();
    expect(screen.getAllByTestId('ai-assistant-message')).toHaveLength(2);
  });

  it('sends the first message it was opened with at once', async () => {
    const api = fakeApi({ 'POST /api/ai/chat': json(200, answer()) });
    renderDialog({ firstMessage: "I'm interested in Electrician work." });
    await settle();
    expect(api.callsTo('POST /api/ai/chat')).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({ message: "I'm interested in Electrician work." });
    expect(within(log()).getByText("I'm interested in Electrician work.")).toBeTruthy();
  });

  it('shows at most 3 suggestion chips, and a chip sends its text', async () => {
    const api = fakeApi()
      .once(
        'POST /api/ai/chat',
        json(200, answer({ suggestions: ['I have a van', 'I work weekends', 'I speak French'] })),
      )
      .once('POST /api/ai/chat', json(200, answer({ suggestions: [] })));
    renderDialog();
    await sendText('hello');
    const chips = screen.getByRole('list', { name: 'Suggested replies' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['I have a van', 'I work weekends', 'I speak French']);
    fireEvent.click(within(chips).getByRole('button', { name: 'I work weekends' }));
    await settle();
    expect(api.callsTo('POST /api/ai/chat')[1]!.body).toEqual({
      message: 'I work weekends',
      session_id: 'chat-1',
    });
    expect(screen.queryByRole('list', { name: 'Suggested replies' })).toBeNull();
  });

  it('shows the skills found and the jobs that fit; a job opens its detail', async () => {
    const api = fakeApi({
      'POST /api/ai/chat': json(
        200,
        answer({
          discovered_skills: ['Carpentry', 'Deck building'],
          job_matches: [
            {
              id: 'job-9',
              title: 'Deck builder',
              city: 'Toronto',
              salary: '$36 - $48/hour',
              distance_km: 4.2,
            },
          ],
        }),
      ),
      'GET /api/gigs/:id': new Promise<Response>(() => {}),
    });
    renderDialog();
    await sendText('I build decks');
    expect(screen.getAllByTestId('ai-skill').map((chip) => chip.textContent)).toEqual([
      'Carpentry',
      'Deck building',
    ]);
    const card = screen.getByTestId('ai-job-match');
    expect(card.textContent).toContain('Deck builder');
    expect(card.textContent).toContain('$36 - $48/hour');
    expect(card.textContent).toContain('Toronto');
    expect(card.textContent).toContain('4.2 km away');
    fireEvent.click(card);
    // The job's own dialog opens over the chat and asks for the job.
    await waitFor(() => expect(api.callsTo('GET /api/gigs/:id')[0]?.params.id).toBe('job-9'), {
      timeout: 5000,
    });
  });

  it('adds the skills to a signed-in person profile and says which were added', async () => {
    const api = fakeApi({
      'POST /api/ai/chat': json(200, answer({ discovered_skills: ['Carpentry', 'Painting'] })),
      'POST /api/ai/chat/:id/add-skills': json(200, {
        added: ['Painting'],
        skills: ['Carpentry', 'Painting'],
      }),
    });
    const { client } = renderDialog({ signedIn: true });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await sendText('I paint');
    fireEvent.click(screen.getByRole('button', { name: 'Add to my profile' }));
    expect(await screen.findByText('Added to your profile: Painting.')).toBeTruthy();
    const [call] = api.callsTo('POST /api/ai/chat/:id/add-skills');
    expect(call!.params.id).toBe('chat-1');
    expect(call!.headers.authorization).toBe('Bearer token-test');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile', 'me'] });
    expect(screen.queryByRole('button', { name: 'Sign up to save these skills' })).toBeNull();
  });

  it('asks a visitor to sign up to save the skills', async () => {
    fakeApi({ 'POST /api/ai/chat': json(200, answer({ discovered_skills: ['Carpentry'] })) });
    const opened = vi.fn();
    window.addEventListener('openAuthModal', opened);
    renderDialog();
    await sendText('I build decks');
    expect(screen.queryByRole('button', { name: 'Add to my profile' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up to save these skills' }));
    expect(opened.mock.calls[0]![0].detail).toBe('register');
    window.removeEventListener('openAuthModal', opened);
  });

  describe('when a message is refused or fails', () => {
    it('429: the server text, and no reply', async () => {
      fakeApi({
        'POST /api/ai/chat': json(429, { code: 'ai.rate_limited', detail: AI_MESSAGES.rateLimited }),
      });
      renderDialog();
      await sendText('hello');
      expect(screen.getByRole('alert').textContent).toContain(AI_MESSAGES.rateLimited);
      expect(screen.getAllByTestId('ai-assistant-message')).toHaveLength(1);
    });

    it('the monthly limit on Basic: its text and an Upgrade link to /membership', async () => {
      fakeApi({
        'POST /api/ai/chat': json(403, {
          code: 'membership.ai_chat_limit',
          detail: MEMBERSHIP_MESSAGES.aiChatLimit(5),
        }),
      });
      renderDialog({ signedIn: true });
      await sendText('hello');
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain(MEMBERSHIP_MESSAGES.aiChatLimit(5));
      expect(within(alert).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/membership');
    });

    it("a visitor's chats for the day: its text and a sign-up button", async () => {
      fakeApi({
        'POST /api/ai/chat': json(429, { code: 'ai.anonymous_limit', detail: AI_MESSAGES.anonymousLimit }),
      });
      const opened = vi.fn();
      window.addEventListener('openAuthModal', opened);
      renderDialog();
      await sendText('hello');
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain(AI_MESSAGES.anonymousLimit);
      fireEvent.click(within(alert).getByRole('button', { name: 'Sign up free' }));
      expect(opened.mock.calls[0]![0].detail).toBe('register');
      window.removeEventListener('openAuthModal', opened);
    });

    it('a full session: its text and Start a new chat, which ends it and starts afresh', async () => {
      const api = fakeApi({ 'DELETE /api/ai/chat/:id': json(204) })
        .once('POST /api/ai/chat', json(200, answer()))
        .once('POST /api/ai/chat', json(409, { code: 'ai.session_full', detail: AI_MESSAGES.sessionFull }))
        .once('POST /api/ai/chat', json(200, answer({ session_id: 'chat-2' })));
      renderDialog();
      await sendText('hello');
      await sendText('again');
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain(AI_MESSAGES.sessionFull);
      fireEvent.click(within(alert).getByRole('button', { name: 'Start a new chat' }));
      expect(api.callsTo('DELETE /api/ai/chat/:id')[0]!.params.id).toBe('chat-1');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('list', { name: 'Ways to start' })).toBeTruthy();
      await sendText('new start');
      expect(api.callsTo('POST /api/ai/chat')[2]!.body).toEqual({ message: 'new start' });
    });

    it.each([
      ['a network failure', networkError],
      ['a 5xx', () => json(503, { code: 'ai.unavailable', detail: AI_MESSAGES.unavailable })],
      ['a 404 (no chat service at the address)', () => json(404, { code: 'not_found', detail: 'Not Found' })],
    ])('%s: the fallback message with its three suggestions, never a made-up answer', async (_, reply) => {
      fakeApi({ 'POST /api/ai/chat': reply });
      renderDialog();
      await sendText('hello');
      expect(within(log()).getByText(/I'm having trouble answering right now/)).toBeTruthy();
      const chips = screen.getByRole('list', { name: 'Suggested replies' });
      expect(
        within(chips)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).toEqual([
        'tell me about your work experience',
        'what skills do you have',
        'I want flexible work options',
      ]);
      expect(screen.queryByTestId('ai-engine')).toBeNull();
      expect(screen.queryAllByTestId('ai-skill')).toHaveLength(0);
    });
  });

  it('closing ends the session (DELETE) and asks to close', async () => {
    const api = fakeApi({
      'POST /api/ai/chat': json(200, answer()),
      'DELETE /api/ai/chat/:id': json(204),
    });
    const { onOpenChange } = renderDialog();
    await sendText('hello');
    fireEvent.click(screen.getByRole('button', { name: 'Close the AI career discovery chat' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(api.callsTo('DELETE /api/ai/chat/:id')[0]!.params.id).toBe('chat-1');
    // The conversation is forgotten: the empty state again.
    expect(screen.getByRole('list', { name: 'Ways to start' })).toBeTruthy();
    expect(screen.queryByText('hello')).toBeNull();
  });

  it('counts characters near the 2000 limit and will not send more', () => {
    fakeApi();
    renderDialog();
    type('a'.repeat(1500));
    expect(screen.queryByTestId('character-counter')).toBeNull();
    type('a'.repeat(2001));
    expect(screen.getByTestId('character-counter').textContent).toContain('1 character over the limit');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    type('   ');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
