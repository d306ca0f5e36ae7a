import type { UserDto } from '@hirehand/shared/profile/profile';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from '@/lib/session/session';
import { clearSessionEnd } from '@/lib/session/session-end';

/** A complete signed-in user for component tests: a verified worker. */
export const sampleUser = (overrides: Partial<UserDto> = {}): UserDto => ({
  id: 'user-1',
  email: 'maya@example.ca',
  full_name: 'Maya Worker',
  user_type: 'worker',
  trust_score: 55,
  email_verified: true,
  phone: null,
  city: null,
  skills: [],
  bio: null,
  profile_picture: null,
  social_provider: null,
  created_at: '2026-01-01T00:00:00.000Z',
  locale: 'en-CA',
  time_zone: 'America/Toronto',
  ...overrides,
});

/** After each test of the file: unmount what it rendered, sign out and restore every spy. */
export function resetAfterEach() {
  afterEach(() => {
    cleanup();
    clearSession();
    clearSessionEnd();
    vi.restoreAllMocks();
  });
}
