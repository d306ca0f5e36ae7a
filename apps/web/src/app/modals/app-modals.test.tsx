import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MessageButton } from '@/components/message-button';
import { MessagesButton } from '@/features/messaging/components/messages-button';
import {
  fakeMessagingApi,
  json,
  resetMessagingBetweenTests,
  signInAsMe,
} from '@/features/messaging/testing/fake-messaging-api';
import { buildConversation, ME, OLIVIA } from '@/features/messaging/testing/messaging-fixtures';
import { buildUser } from '@/testing/builders';
import { AppModalsProvider } from './app-modals';

configure({ asyncUtilTimeout: 4000 });

function renderInApp(node: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AppModalsProvider>{node}</AppModalsProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

resetMessagingBetweenTests();

describe('MessageButton', () => {
  it('asks a signed-out visitor to sign in', () => {
    const calls = fakeMessagingApi({ conversations: [] });
    const asked: unknown[] = [];
    const listener = (event: Event) => asked.push((event as CustomEvent).detail);
    window.addEventListener('openAuthModal', listener);
    renderInApp(<MessageButton jobId="job-9" participantId={OLIVIA.id} />);
    fireEvent.click(screen.getByRole('button', { name: 'Message' }));
    window.removeEventListener('openAuthModal', listener);
    expect(asked).toEqual(['login']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('opens the Messages modal on the conversation about the job with that person', async () => {
    signInAsMe();
    const calls = fakeMessagingApi({
      conversations: [],
      onCreate: () => json(201, buildConversation({ id: 'c-9', job_id: 'job-9', job_title: 'Roof repair' })),
    });
    renderInApp(<MessageButton jobId="job-9" participantId={OLIVIA.id} />);
    fireEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('thread-title').textContent).toBe('Roof repair'));
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/conversations')?.body).toEqual({
      participant_ids: [OLIVIA.id],
      job_id: 'job-9',
    });
  });
});

describe('MessagesButton (header)', () => {
  it('names the total unread count and opens the modal', async () => {
    signInAsMe();
    fakeMessagingApi({
      conversations: [
        buildConversation({ id: 'a', unread_count: 2 }),
        buildConversation({ id: 'b', unread_count: 1 }),
        buildConversation({ id: 'c', unread_count: 0 }),
      ],
    });
    const session = { token: 'token-me', user: buildUser({ id: ME.id }) };
    renderInApp(<MessagesButton session={session} />);
    const button = await screen.findByRole('button', { name: 'Messages, 3 unread' });
    expect(screen.getByTestId('messages-count').textContent).toBe('3');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeTruthy();
  });
});

describe('the auth modal (window.openAuthModal)', () => {
  it('opens in the mode asked for, from a script on the page', async () => {
    fakeMessagingApi({ conversations: [] });
    renderInApp(<p>page</p>);
    act(() => window.openAuthModal?.('register'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Join HireHand' })).toBeTruthy();
  });

  it('opens over the modal that is open, which stays', async () => {
    signInAsMe();
    fakeMessagingApi({ conversations: [buildConversation({ id: 'a' })] });
    const session = { token: 'token-me', user: buildUser({ id: ME.id }) };
    renderInApp(<MessagesButton session={session} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Messages/ }));
    await screen.findByRole('dialog', { name: 'Messages' });
    act(() => window.openAuthModal?.('login'));
    expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeTruthy();
    const titles = screen
      .getAllByRole('dialog', { hidden: true })
      .map((dialog) => document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(titles).toEqual(['Messages', "You're signed in"]);
  });
});

describe('the reset link of a security e-mail', () => {
  it('opens the auth modal on the reset step with the e-mail filled, and cleans the URL', async () => {
    window.history.replaceState(null, '', '/?reset_password=maya%40example.ca');
    renderInApp(null);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('maya@example.ca');
    expect(window.location.search).toBe('');
  });
});
