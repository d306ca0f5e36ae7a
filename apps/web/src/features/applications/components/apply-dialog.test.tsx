import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { clearSession, saveSession } from '@/lib/session/session';
import { fakeApi, json, networkError } from '@/testing/fake-api';
import { ApplyDialog } from './apply-dialog';

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const onOpenChange = vi.fn();
  const onApplied = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ApplyDialog
        open
        postingId="gig-42"
        title="Deck staining"
        onOpenChange={onOpenChange}
        onApplied={onApplied}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onOpenChange, onApplied, invalidate };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

beforeEach(() => saveSession('token-7', { id: 'worker', email: 'w@example.ca' } as never));
afterEach(() => {
  cleanup();
  clearSession();
  vi.restoreAllMocks();
});

describe('ApplyDialog', () => {
  it('is titled Apply for "{title}" and starts empty', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Apply for "Deck staining"' })).toBeTruthy();
    expect(field(/^Cover letter/).value).toBe('');
    expect(field(/^Proposed rate/).value).toBe('');
    expect(field(/^Proposed timeline/).value).toBe('');
  });

  it('asks for a cover letter without calling the server', async () => {
    const api = fakeApi();
    renderDialog();
    fireEvent.change(field(/^Cover letter/), { target: { value: '   ' } });
    submit();
    expect(screen.getByText('Please write a cover letter')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Cover letter/)));
    expect(api.calls).toEqual([]);
  });

  it('rejects a negative rate and a fractional timeline', () => {
    const api = fakeApi();
    renderDialog();
    fireEvent.change(field(/^Cover letter/), { target: { value: 'Hello' } });
    fireEvent.change(field(/^Proposed rate/), { target: { value: '-5' } });
    fireEvent.change(field(/^Proposed timeline/), { target: { value: '2.5' } });
    submit();
    expect(screen.getByText('Enter a rate of $0 or more')).toBeTruthy();
    expect(screen.getByText('Enter a whole number of days, 1 or more')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends the spec body with the bearer token; on success toasts, closes, reports and refreshes', async () => {
    const api = fakeApi({
      'POST /api/gigs/:id/apply': json(201, {
        message: 'Application submitted successfully!',
        application: {},
      }),
    });
    const { onOpenChange, onApplied, invalidate } = renderDialog();
    fireEvent.change(field(/^Cover letter/), { target: { value: '  I have stained 40 decks.  ' } });
    fireEvent.change(field(/^Proposed rate/), { target: { value: '55.5' } });
    submit();
    expect(await screen.findByText('Application submitted successfully!')).toBeTruthy();
    const [call] = api.calls;
    expect(call?.url).toBe('/api/gigs/gig-42/apply');
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe('Bearer token-7');
    expect(call?.body).toEqual({
      cover_letter: 'I have stained 40 decks.',
      proposed_rate: 55.5,
      proposed_timeline: null,
      portfolio_links: [],
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onApplied).toHaveBeenCalledTimes(1);
    expect(field(/^Cover letter/).value).toBe('');
    const keys = invalidate.mock.calls.map((call) => call[0]?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['gigs'], ['jobs'], ['dashboard']]));
  });

  it("shows the server's detail, and keeps the draft", async () => {
    fakeApi({
      'POST /api/gigs/:id/apply': json(400, { detail: 'You have already applied to this posting' }),
    });
    const { onOpenChange, onApplied } = renderDialog();
    fireEvent.change(field(/^Cover letter/), { target: { value: 'Second try' } });
    submit();
    const message = await screen.findByText('You have already applied to this posting');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(field(/^Cover letter/).value).toBe('Second try');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to submit application" without a detail', async () => {
    fakeApi({ 'POST /api/gigs/:id/apply': new Response('oops', { status: 500 }) });
    renderDialog();
    fireEvent.change(field(/^Cover letter/), { target: { value: 'Hello' } });
    submit();
    expect(await screen.findByText('Failed to submit application')).toBeTruthy();
  });

  it('says "Network error. Please try again." when the call never gets an answer', async () => {
    fakeApi({ 'POST /api/gigs/:id/apply': () => networkError() });
    renderDialog();
    fireEvent.change(field(/^Cover letter/), { target: { value: 'Hello' } });
    submit();
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy();
  });

  it('sends one Idempotency-Key per submission: a retry of the same form reuses it, new text gets a new one', async () => {
    const api = fakeApi({ 'POST /api/gigs/:id/apply': () => networkError() });
    renderDialog();
    fireEvent.change(field(/^Cover letter/), { target: { value: 'Hello' } });
    submit();
    await screen.findByText('Network error. Please try again.');
    submit();
    await waitFor(() => expect(api.calls).toHaveLength(2));
    fireEvent.change(field(/^Cover letter/), { target: { value: 'Hello again' } });
    submit();
    await waitFor(() => expect(api.calls).toHaveLength(3));
    const keys = api.calls.map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The retry after a lost answer: the server replays the first result instead of applying twice.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('puts 422 items on their fields', async () => {
    fakeApi({
      'POST /api/gigs/:id/apply': json(422, {
        detail: [{ loc: ['body', 'proposed_rate'], msg: 'Too large', type: 'too_big' }],
      }),
    });
    renderDialog();
    fireEvent.change(field(/^Cover letter/), { target: { value: 'Hello' } });
    fireEvent.change(field(/^Proposed rate/), { target: { value: '5' } });
    submit();
    expect(await screen.findByText('Too large')).toBeTruthy();
    expect(field(/^Proposed rate/).getAttribute('aria-invalid')).toBe('true');
  });
});
