import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';

resetAfterEach();

function Opener() {
  const { openModal } = useAppModals();
  return (
    <button type="button" onClick={() => openModal({ kind: 'ai-matcher' })}>
      AI Matcher
    </button>
  );
}

describe('the ai-matcher modal', () => {
  it('loads the AI Job Matcher on demand and opens it', async () => {
    fakeApi({ 'GET /api/ai/smart-notifications': json(200, { notification_preferences: null }) });
    renderWithApp(<Opener />, { route: '/', session: { user: sampleUser() } });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'AI Matcher' }));
    expect(await screen.findByRole('dialog', { name: 'AI Job Matcher' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find AI Matches' })).toBeTruthy();
  });
});
