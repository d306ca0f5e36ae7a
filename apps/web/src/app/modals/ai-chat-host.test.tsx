import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeAiChat, openAiChat } from '@/lib/modals/ai-chat';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach } from '@/testing/session-fixtures';

resetAfterEach();

describe('the AI chat host', () => {
  it('opens the dialog when asked, with its first message sent at once, and closes it', async () => {
    const api = fakeApi({
      'POST /api/ai/chat': json(200, {
        session_id: 'chat-1',
        ai_response: 'Electricians are in demand.',
        response: 'Electricians are in demand.',
        suggestions: [],
        discovered_skills: [],
        job_matches: [],
        engine: { kind: 'builtin', label: "HireHand's built-in assistant" },
      }),
      'DELETE /api/ai/chat/:id': json(204),
    });
    renderWithApp(
      <button type="button" onClick={() => openAiChat("I'm interested in Electrician work.")}>
        Electrician
      </button>,
      { route: '/' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Electrician' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Career Discovery' });
    expect(within(dialog).getByText("I'm interested in Electrician work.")).toBeTruthy();
    expect(
      await within(dialog).findByText('Electricians are in demand.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/ai/chat')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the AI career discovery chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE /api/ai/chat/:id')).toHaveLength(1);
  });

  it('opens on a #ai-chat address (the payment result page links there)', async () => {
    fakeApi();
    renderWithApp(<p>landing</p>, { route: '/#ai-chat' });
    expect(await screen.findByRole('dialog', { name: 'AI Career Discovery' })).toBeTruthy();
    act(() => closeAiChat());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
