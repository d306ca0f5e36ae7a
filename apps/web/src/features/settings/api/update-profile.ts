import type { UpdateProfileInput, UserDto } from '@hirehand/shared/profile/profile';
import { useMutation } from '@tanstack/react-query';
import { authFetch, updateStoredUser } from '@/lib/session/session';

/** PATCH /api/profile/me: only the fields sent change. */
export const updateProfile = (input: UpdateProfileInput) =>
  authFetch<UserDto>('/api/profile/me', { method: 'PATCH', body: input });

/** Saves the signed-in user's fields; the stored session then holds the profile the server returns. */
export function useUpdateProfile() {
  return useMutation({
    mutationKey: ['profile', 'update'],
    mutationFn: updateProfile,
    onSuccess: (user) => updateStoredUser(user),
  });
}
