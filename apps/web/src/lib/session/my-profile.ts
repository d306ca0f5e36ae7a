import type { UserDto } from '@hirehand/shared/profile/profile';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../api-client';
import { authFetch, getSession, updateStoredUser } from './session';

export const PROFILE_QUERY_KEY = ['profile', 'me'] as const;

async function fetchProfile(): Promise<UserDto> {
  try {
    return await apiFetch<UserDto>('/api/profile/me-enhanced', { credentials: 'include' });
  } catch {
    return authFetch<UserDto>('/api/profile/me');
  }
}

/**
 * The signed-in user's profile: GET /api/profile/me-enhanced with the session cookie,
 * falling back to GET /api/profile/me with the stored bearer token. The stored user follows
 * it, so a change made on another device (a new time zone, which every date on screen reads)
 * or a field added since the session was stored reaches every screen of this tab.
 */
export async function fetchMyProfile(): Promise<UserDto> {
  const profile = await fetchProfile();
  const stored = getSession()?.user;
  if (stored?.id === profile.id && JSON.stringify(stored) !== JSON.stringify(profile)) {
    updateStoredUser(profile);
  }
  return profile;
}

export function useMyProfile(enabled: boolean) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: fetchMyProfile,
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 1,
  });
}

export interface EmergentSessionDto {
  success: boolean;
  user: UserDto;
  jwt_token: string;
}

/** POST /api/auth/emergent-session: trades the social sign-in's one-time session_id for a session. */
export const exchangeSocialSession = (session_id: string) =>
  apiFetch<EmergentSessionDto>('/api/auth/emergent-session', {
    method: 'POST',
    body: { session_id },
    credentials: 'include',
  });
