import type { AiChatDto } from '@hirehand/shared/ai/ai-chat';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { readAiSuggestion } from '../../lib/ai-suggestion';
import { AiWritingHelper } from './ai-writing-helper';

resetAfterEach();

const CHAT = 'POST /api/ai/chat';
const REPLY = [
  'Title: Plumber to replace a water heater',
  'Description: Replace a leaking 40-gallon water heater in a townhouse. The right person is comfortable with water heater installation.',
  'Category: plumbing',
  'Pricing: fixed price (a flat rate for the job)',
].join('\n');
const answer = (response: string): AiChatDto => ({
  session_id: 'gig_ai_1',
  ai_response: response,
  response,
  suggestions: [],
  discovered_skills: [],
  job_matches: [],
  engine: { kind: 'builtin', label: "HireHand's built-in assistant" },
});

const renderHelper = () => {
  const update = vi.fn();
  renderWithApp(<AiWritingHelper update={update} />, { route: '/', session: { user: sampleUser() } });
  return update;
};

describe('readAiSuggestion (spec 3 §7)', () => {
  it('reads the Title and Description lines, the first category word and the pricing word', () => {
    expect(readAiSuggestion(REPLY)).toEqual({
      title: 'Plumber to replace a water heater',
      description: expect.stringContaining('40-gallon water heater'),
      category: 'plumbing',
      pricing: 'fixed',
    });
    expect(readAiSuggestion('We pay per hour for cleaning.')).toMatchObject({
      title: null,
      category: 'cleaning',
      pricing: 'hourly',
    });
  });
});

describe('the wizard AI writing helper', () => {
  it('asks for a request first, in the spec words', () => {
    const api = fakeApi();
    renderHelper();
    fireEvent.click(screen.getByRole('button', { name: 'Get AI suggestions' }));
    expect(screen.getByRole('alert').textContent).toBe('Please describe what you need help with');
    expect(api.calls).toHaveLength(0);
  });

  it('sends a gig_ai_ session, sets category and pricing at once, and fills title and description on Use AI Suggestions', async () => {
    const api = fakeApi({ [CHAT]: json(200, answer(REPLY)) });
    const update = renderHelper();
    fireEvent.change(screen.getByLabelText(/Describe what you need/), {
      target: { value: 'My water heater leaks, replace it next week' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get AI suggestions' }));
    const suggestion = await screen.findByTestId('ai-suggestion');
    expect(api.calls[0]!.body).toMatchObject({ message: 'My water heater leaks, replace it next week' });
    expect((api.calls[0]!.body as { session_id: string }).session_id).toMatch(/^gig_ai_\d+$/);
    expect(update).toHaveBeenCalledWith({ category: 'plumbing', pricing_type: 'fixed' });
    expect(screen.getByText("Written by HireHand's built-in assistant")).toBeTruthy();
    fireEvent.click(within(suggestion).getByRole('button', { name: 'Use AI Suggestions' }));
    expect(update).toHaveBeenLastCalledWith({
      title: 'Plumber to replace a water heater',
      description: expect.stringContaining('40-gallon water heater'),
    });
  });

  it('says the spec failure text when the assistant cannot answer, and the limit text on a 429', async () => {
    fakeApi({ [CHAT]: json(503, { detail: 'down' }) });
    renderHelper();
    fireEvent.change(screen.getByLabelText(/Describe what you need/), { target: { value: 'Paint a fence' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get AI suggestions' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'AI assistance is temporarily unavailable. Please describe your needs manually.',
      ),
    );
  });
});
