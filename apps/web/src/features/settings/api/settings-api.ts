import type { UserTypeStatusDto } from '@hirehand/shared/account/account-type';
import type { UpdateProfileInput, UserDto } from '@hirehand/shared/profile/profile';
import { authRequest } from '@/lib/session/auth-request';
import { authFetch } from '@/lib/session/session';

/** PATCH /api/profile/me: only the fields sent change. */
export const updateProfile = (input: UpdateProfileInput) =>
  authFetch<UserDto>('/api/profile/me', { method: 'PATCH', body: input });

/** POST /api/profile/me/avatar (multipart, field `file`): the profile with its new picture. */
export async function uploadProfilePicture(file: File): Promise<UserDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await authRequest('/api/profile/me/avatar', { method: 'POST', body: form });
  return (await response.json()) as UserDto;
}

export const USER_TYPE_STATUS_QUERY_KEY = ['account', 'user-type'] as const;

/** GET /api/account/user-type: the type and whether it can still change (and why not). */
export const fetchUserTypeStatus = () => authFetch<UserTypeStatusDto>('/api/account/user-type');
