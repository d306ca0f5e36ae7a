import type { PublicProfileDto } from '@hirehand/shared/profile/public-profile';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach } from '@/testing/session-fixtures';
import { PosterProfileDialog } from './poster-profile-dialog';

resetAfterEach();

const profile = (overrides: Partial<PublicProfileDto> = {}): PublicProfileDto => ({
  id: 'user-1',
  full_name: 'Olivia Tremblay',
  user_type: 'employer',
  profile_picture: null,
  location: 'Toronto, ON',
  bio: 'We build decks.',
  skills: [],
  trust_score: 70,
  verified: true,
  member_since: '2026-01-01T00:00:00.000Z',
  open_postings_count: 0,
  open_postings: [],
  ...overrides,
});

function renderDialog() {
  return renderWithApp(
    <PosterProfileDialog
      userId="user-1"
      open
      onOpenChange={vi.fn()}
      onOpenPosting={vi.fn()}
      onOpenWorkHistory={vi.fn()}
    />,
  );
}

describe('PosterProfileDialog and the Pro badge', () => {
  it('shows the Pro badge by a poster the server marks pro', async () => {
    fakeApi({ 'GET /api/users/:id/profile': json(200, profile({ pro: true })) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Olivia Tremblay' });
    expect(within(dialog).getByText('Pro member')).toBeTruthy();
    expect(within(dialog).getByText('Pro').getAttribute('aria-hidden')).toBe('true');
  });

  it.each([false, undefined])('shows no Pro badge when pro is %s', async (pro) => {
    fakeApi({ 'GET /api/users/:id/profile': json(200, profile({ pro })) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Olivia Tremblay' });
    expect(within(dialog).getByText('We build decks.')).toBeTruthy();
    expect(within(dialog).queryByTestId('pro-badge')).toBeNull();
  });
});
