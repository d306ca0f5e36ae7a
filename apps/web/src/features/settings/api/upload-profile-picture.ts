import type { UserDto } from '@hirehand/shared/profile/profile';
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/session/auth-request';
import { updateStoredUser } from '@/lib/session/session';

/** POST /api/profile/me/avatar (multipart, field `file`): the profile with its new picture. */
export async function uploadProfilePicture(file: File): Promise<UserDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await authRequest('/api/profile/me/avatar', { method: 'POST', body: form });
  return (await response.json()) as UserDto;
}

/** Uploads the signed-in user's picture; the stored session then holds the profile with it. */
export function useUploadProfilePicture() {
  return useMutation({
    mutationKey: ['profile', 'picture'],
    mutationFn: uploadProfilePicture,
    onSuccess: (user) => updateStoredUser(user),
  });
}
