import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { realtime } from '@/lib/realtime/realtime';
import { FakeSocket } from '@/testing/fake-socket';
import {
  conversationRows,
  fakeMessagingApi as fakeApi,
  json,
  renderMessagesModal as renderModal,
  resetMessagingBetweenTests,
  signInAsMe,
} from '../testing/fake-messaging-api';
import { buildConversation, buildMessage, ME, OLIVIA, SAM } from '../testing/messaging-fixtures';

configure({ asyncUtilTimeout: 4000 });

const OLIVIA_PICTURE =
  '/api/profile/avatars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.png';

const composer = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

resetMessagingBetweenTests();

describe('MessagesModal', () => {
  it('asks a signed-out visitor to log in', () => {
    const calls = fakeApi({ conversations: [] });
    const { dialog } = renderModal();
    expect(within(dialog).getByText('Please log in to send messages')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("lists conversations by the other person's name and picture, the job under it, preview, unread badges and the total, and searches them", async () => {
    signInAsMe();
    fakeApi({
      conversations: [
        buildConversation({
          id: 'c-job',
          participants: [ME, { ...OLIVIA, profile_picture: OLIVIA_PICTURE }],
          job_title: 'Deck repair',
          unread_count: 2,
          last_message: {
            id: 'm1',
            sender_id: OLIVIA.id,
            content: 'When can you start?',
            message_type: 'text',
            created_at: new Date().toISOString(),
          },
        }),
        buildConversation({
          id: 'c-group',
          participants: [ME, OLIVIA, SAM],
          unread_count: 1,
          last_message: {
            id: 'm2',
            sender_id: ME.id,
            content: '📷 Uploaded image: deck.png',
            message_type: 'image',
            created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
          },
        }),
        // A picture linked from another site is never an <img> (the CSP would block it): initials.
        buildConversation({
          id: 'c-empty',
          participants: [ME, { ...SAM, profile_picture: 'https://lh3.example.com/sam.jpg' }],
        }),
      ],
    });
    const { dialog } = renderModal();
    await screen.findByRole('list', { name: 'Conversations' });
    expect(
      within(dialog)
        .getAllByTestId('conversation-title')
        .map((node) => node.textContent),
    ).toEqual(['Olivia Tremblay', 'Group: Olivia Tremblay, Sam Chen', 'Sam Chen']);
    expect(within(conversationRows()[0]!).getByTestId('conversation-about').textContent).toBe('Deck repair');
    expect(within(conversationRows()[1]!).queryByTestId('conversation-about')).toBeNull();
    expect(within(conversationRows()[0]!).getByTestId('avatar-picture').getAttribute('src')).toBe(
      OLIVIA_PICTURE,
    );
    expect(within(conversationRows()[1]!).getByTestId('avatar-group')).toBeTruthy();
    expect(within(conversationRows()[2]!).queryByRole('img')).toBeNull();
    expect(within(conversationRows()[2]!).getByTestId('avatar-initials').textContent).toBe('SC');
    expect(
      within(dialog)
        .getAllByTestId('conversation-preview')
        .map((node) => node.textContent),
    ).toEqual(['When can you start?', 'You: Image', 'No messages yet']);
    expect(conversationRows()[0]!.textContent).toContain('Just now');
    expect(conversationRows()[1]!.textContent).toContain('5m ago');
    expect(within(conversationRows()[0]!).getByText('2 unread')).toBeTruthy();
    expect(within(dialog).getByTestId('messages-unread-total').textContent).toContain('3');

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search conversations' }), {
      target: { value: 'deck' },
    });
    expect(
      within(dialog)
        .getAllByTestId('conversation-title')
        .map((node) => node.textContent),
    ).toEqual(['Olivia Tremblay']);
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search conversations' }), {
      target: { value: 'roofing' },
    });
    expect(within(dialog).getByText('No conversations found')).toBeTruthy();
    expect(within(dialog).getByText('Try a different search term')).toBeTruthy();
    expect(within(dialog).getByText('Select a conversation to start messaging')).toBeTruthy();
    expect(within(dialog).getByText('Or create a new conversation')).toBeTruthy();
  });

  it('shows the empty list and the Live indicator only while the socket is open', async () => {
    signInAsMe();
    fakeApi({ conversations: [] });
    const { dialog } = renderModal();
    expect(await within(dialog).findByText('No conversations yet')).toBeTruthy();
    expect(within(dialog).getByText('Start a new conversation')).toBeTruthy();
    expect(within(dialog).queryByTestId('messaging-live')).toBeNull();
    let socket: FakeSocket | undefined;
    const disconnect = realtime.connect({
      token: 'token-me',
      userId: ME.id,
      createSocket: (url) => (socket = new FakeSocket(url)),
    });
    expect(within(dialog).queryByTestId('messaging-live')).toBeNull();
    act(() => socket!.open());
    expect(within(dialog).getByTestId('messaging-live').textContent).toBe('Live');
    act(() => disconnect());
    expect(within(dialog).queryByTestId('messaging-live')).toBeNull();
  });

  it('selecting loads the thread, then marks it read; days, runs and read indicators show', async () => {
    // "Today" is the reader's (Toronto): a fixed afternoon there, so the test reads the same at
    // any hour (between 00:00 and 05:00 UTC the machine's date is already Toronto's tomorrow).
    // Only Date is faked: the test's waits still run on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T19:00:00Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    signInAsMe();
    const today = new Date('2026-03-10T13:00:00Z');
    const yesterday = new Date(today.getTime() - 86_400_000);
    const messages = [
      buildMessage({ sender_id: OLIVIA.id, content: 'Hi Maya', created_at: yesterday.toISOString() }),
      buildMessage({
        sender_id: OLIVIA.id,
        content: 'Are you free?',
        created_at: new Date(yesterday.getTime() + 60_000).toISOString(),
      }),
      buildMessage({
        sender_id: ME.id,
        content: 'Yes!',
        created_at: today.toISOString(),
        read_by: [OLIVIA.id],
        delivered_to: [OLIVIA.id],
      }),
      buildMessage({
        sender_id: ME.id,
        content: 'Tomorrow?',
        created_at: new Date(today.getTime() + 60_000).toISOString(),
        delivered_to: [OLIVIA.id],
      }),
      buildMessage({
        sender_id: ME.id,
        content: '9 am?',
        created_at: new Date(today.getTime() + 120_000).toISOString(),
      }),
    ];
    const calls = fakeApi({
      conversations: [buildConversation({ unread_count: 2 })],
      messages: { 'c-1': messages },
    });
    const { dialog } = renderModal();
    fireEvent.click((await screen.findAllByRole('button', { name: /Olivia Tremblay/ }))[0]!);

    const thread = screen.getByTestId('message-thread');
    expect(within(thread).getByTestId('thread-title').textContent).toBe('Olivia Tremblay');
    expect(within(thread).getByTestId('thread-subtitle').textContent).toBe('Employer');
    await within(thread).findByText('Hi Maya');
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/conversations/c-1/mark-read')).toBe(true),
    );
    const order = calls.map((call) => `${call.method} ${call.url}`);
    expect(order.indexOf('GET /api/conversations/c-1/messages')).toBeLessThan(
      order.indexOf('POST /api/conversations/c-1/mark-read'),
    );
    await waitFor(() => expect(within(dialog).queryByTestId('messages-unread-total')).toBeNull());

    expect(
      within(thread)
        .getAllByRole('heading', { level: 3 })
        .map((node) => node.textContent),
    ).toEqual(['Yesterday', 'Today']);
    // The sender's name shows once for her run of two.
    expect(within(thread).getAllByText('Olivia Tremblay', { selector: 'span' })).toHaveLength(1);
    expect(
      within(thread)
        .getAllByTestId('message-status')
        .map((node) => node.textContent),
    ).toEqual(['Read', 'Delivered', 'Sent']);
    expect(within(thread).getByRole('log')).toBeTruthy();
  });

  it('shows 50 conversations, then older ones on request; the total counts the ones not shown', async () => {
    signInAsMe();
    const many = Array.from({ length: 55 }, (_, index) =>
      buildConversation({ id: `c-${index}`, title: `Thread ${index}`, unread_count: index === 54 ? 3 : 0 }),
    );
    const calls = fakeApi({ conversations: many });
    const { dialog } = renderModal();
    await waitFor(() => expect(conversationRows()).toHaveLength(50));
    // The oldest conversation's 3 unread are on a page not loaded, and still counted.
    expect(within(dialog).getByTestId('messages-unread-total').textContent).toBe('33 unread');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show older conversations' }));
    await waitFor(() => expect(conversationRows()).toHaveLength(55));
    expect(calls.at(-1)?.url).toBe('/api/conversations?before=c-49');
    expect(within(dialog).queryByRole('button', { name: 'Show older conversations' })).toBeNull();
  });

  it('an empty thread invites the first message', async () => {
    signInAsMe();
    fakeApi({ conversations: [buildConversation()], messages: { 'c-1': [] } });
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: /Olivia Tremblay/ }));
    expect(await screen.findByText('Start the conversation!')).toBeTruthy();
    expect(screen.getAllByText('No messages yet').length).toBeGreaterThan(0);
  });

  it('Enter sends and clears at once, Shift+Enter does not; a failed send restores the text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAsMe();
    let release: (response: Response) => void = () => undefined;
    let attempt = 0;
    const calls = fakeApi({
      conversations: [buildConversation()],
      messages: { 'c-1': [] },
      onSend: (conversationId, content) => {
        attempt += 1;
        if (attempt === 1) return new Promise<Response>((resolve) => (release = resolve));
        if (attempt === 2)
          return json(429, { detail: 'You are sending messages too quickly. Please wait a moment.' });
        return json(201, buildMessage({ conversation_id: conversationId, sender_id: ME.id, content }));
      },
    });
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: /Olivia Tremblay/ }));
    await screen.findByText('Start the conversation!');

    fireEvent.change(composer(), { target: { value: 'Hello there' } });
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(calls.filter((call) => call.method === 'POST' && call.url.endsWith('/messages'))).toHaveLength(0);

    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(composer().value).toBe('');
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    fireEvent.change(composer(), { target: { value: 'Second' } });
    expect(send.disabled).toBe(true); // locked while the first is in flight
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(calls.filter((call) => call.method === 'POST' && call.url.endsWith('/messages'))).toHaveLength(1);
    expect(calls.at(-1)?.body).toEqual({ content: 'Hello there', message_type: 'text' });

    await act(async () =>
      release(json(201, buildMessage({ conversation_id: 'c-1', sender_id: ME.id, content: 'Hello there' }))),
    );
    const thread = screen.getByTestId('message-thread');
    expect(await within(thread).findByText('Hello there')).toBeTruthy();
    expect(within(thread).getByTestId('message-status').textContent).toBe('Sent');
    expect(screen.getByTestId('conversation-preview').textContent).toBe('You: Hello there');

    fireEvent.change(composer(), { target: { value: 'Too fast' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You are sending messages too quickly. Please wait a moment.',
    );
    expect(composer().value).toBe('Too fast');
    expect(logged).toHaveBeenCalledWith('Failed to send message', expect.anything());
  });
});
