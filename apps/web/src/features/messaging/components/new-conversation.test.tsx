import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  conversationRows,
  fakeMessagingApi as fakeApi,
  json,
  renderMessagesModal as renderModal,
  resetMessagingBetweenTests,
  signInAsMe,
} from '../testing/fake-messaging-api';
import { buildConversation, ME, OLIVIA, SAM } from '../testing/messaging-fixtures';

configure({ asyncUtilTimeout: 4000 });

resetMessagingBetweenTests();

describe('MessagesModal: starting conversations', () => {
  it('New Conversation: Create needs a recipient; a failure keeps the panel with the reason; by id it goes on top and is selected', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAsMe();
    const created = buildConversation({ id: 'c-new', participants: [ME, SAM] });
    let attempt = 0;
    const calls = fakeApi({
      conversations: [buildConversation()],
      onCreate: () => {
        attempt += 1;
        return attempt === 1 ? json(404, { detail: 'User not found: u-nobody' }) : json(201, created);
      },
    });
    const { dialog } = renderModal();
    await screen.findByRole('list', { name: 'Conversations' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'New Conversation' }));
    const input = within(dialog).getByRole('textbox', { name: 'User email or ID' });
    expect(input.getAttribute('placeholder')).toBe('Enter user email or ID...');
    expect(within(dialog).queryByText('This will be linked to the job')).toBeNull();
    const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(create.disabled).toBe(true);

    fireEvent.change(input, { target: { value: 'u-nobody' } });
    fireEvent.click(create);
    expect(await within(dialog).findByText('User not found: u-nobody')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'User email or ID' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to create conversation', expect.anything());

    fireEvent.change(input, { target: { value: SAM.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('textbox', { name: 'User email or ID' })).toBeNull(),
    );
    expect(
      calls.filter((call) => call.method === 'POST' && call.url === '/api/conversations').at(-1)?.body,
    ).toEqual({
      participant_ids: [SAM.id],
      job_id: null,
    });
    expect(
      within(dialog)
        .getAllByTestId('conversation-title')
        .map((node) => node.textContent),
    ).toEqual(['Sam Chen', 'Olivia Tremblay']);
    expect(conversationRows()[0]!.getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('thread-title').textContent).toBe('Sam Chen');
    expect(screen.getByTestId('thread-subtitle').textContent).toBe('Service Provider');
  });

  it('New Conversation by e-mail: one notice whether or not the person has an account; the refreshed list shows what was started', async () => {
    signInAsMe();
    const conversations = [buildConversation()];
    const requested = { message: 'If this person has an account, the conversation is now in your list.' };
    const calls = fakeApi({
      conversations,
      onCreate: (body) => {
        // The server starts a conversation only for an address with an account, and answers alike.
        if (body.participant_ids[0] === 'sam@example.ca') {
          conversations.unshift(buildConversation({ id: 'c-sam', participants: [ME, SAM] }));
        }
        return json(202, requested);
      },
    });
    const { dialog } = renderModal();
    await screen.findByRole('list', { name: 'Conversations' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'New Conversation' }));
    const input = within(dialog).getByRole('textbox', { name: 'User email or ID' }) as HTMLInputElement;
    const listLoads = () =>
      calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/conversations?')).length;

    fireEvent.change(input, { target: { value: 'nobody@example.ca' } });
    let loadsBefore = listLoads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const notice = await within(dialog).findByText(requested.message);
    expect(notice.getAttribute('role')).toBe('status');
    expect(input.value).toBe('');
    await waitFor(() => expect(listLoads()).toBeGreaterThan(loadsBefore));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(
      within(dialog)
        .getAllByTestId('conversation-title')
        .map((node) => node.textContent),
    ).toEqual(['Olivia Tremblay']);

    // Typing again clears the notice.
    fireEvent.change(input, { target: { value: 'sam@example.ca' } });
    expect(within(dialog).queryByText(requested.message)).toBeNull();
    loadsBefore = listLoads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(requested.message)).toBeTruthy();
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('conversation-title')
          .map((node) => node.textContent),
      ).toEqual(['Sam Chen', 'Olivia Tremblay']),
    );
    expect(listLoads()).toBeGreaterThan(loadsBefore);
    // Nothing is selected for the reader: the answer did not say which conversation, if any, is new.
    expect(screen.queryByTestId('thread-title')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { participant_ids: ['nobody@example.ca'], job_id: null },
      { participant_ids: ['sam@example.ca'], job_id: null },
    ]);
  });

  it('opened for a job with a person: creates the linked conversation when missing and selects it', async () => {
    signInAsMe();
    const linked = buildConversation({ id: 'c-linked', job_id: 'job-9', job_title: 'Roof repair' });
    const calls = fakeApi({ conversations: [buildConversation()], onCreate: () => json(201, linked) });
    renderModal({ jobId: 'job-9', participantId: OLIVIA.id });
    await waitFor(() => expect(screen.getByTestId('thread-title').textContent).toBe('Roof repair'));
    expect(screen.getByTestId('thread-subtitle').textContent).toBe('Discussion with Olivia Tremblay');
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/conversations')?.body).toEqual({
      participant_ids: [OLIVIA.id],
      job_id: 'job-9',
    });
  });

  it('opened for a job whose conversation exists: selects it without creating one', async () => {
    signInAsMe();
    const linked = buildConversation({ id: 'c-linked', job_id: 'job-9', job_title: 'Roof repair' });
    const calls = fakeApi({ conversations: [buildConversation(), linked] });
    renderModal({ jobId: 'job-9', participantId: OLIVIA.id });
    await waitFor(() => expect(screen.getByTestId('thread-title').textContent).toBe('Roof repair'));
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/conversations')).toBe(false);
  });

  it('opened for a job without a person: the New Conversation panel says it links to the job', async () => {
    signInAsMe();
    const calls = fakeApi({
      conversations: [],
      onCreate: () => json(201, buildConversation({ id: 'c-x', job_id: 'job-9', job_title: 'Roof repair' })),
    });
    const { dialog } = renderModal({ jobId: 'job-9' });
    expect(await within(dialog).findByText('This will be linked to the job')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'User email or ID' }), {
      target: { value: OLIVIA.id },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('thread-title').textContent).toBe('Roof repair'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      participant_ids: [OLIVIA.id],
      job_id: 'job-9',
    });
  });
});
