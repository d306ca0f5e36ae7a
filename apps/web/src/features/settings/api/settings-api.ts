import type {
  ChangeEmailInput,
  ChangePasswordInput,
  EmailChangedDto,
} from '@hirehand/shared/account/account';
import type { UpdateProfileInput, UserDto } from '@hirehand/shared/profile/profile';
import { authFetch } from '../../../lib/session';

interface SuccessDto {
  success: true;
  message: string;
}

/** PATCH /api/profile/me: only the fields sent change. */
export const updateProfile = (input: UpdateProfileInput) =>
  authFetch<UserDto>('/api/profile/me', { method: 'PATCH', body: input });

/** POST /api/account/password (signs out the other sessions). */
export const changePassword = (input: ChangePasswordInput) =>
  authFetch<SuccessDto>('/api/account/password', { method: 'POST', body: input });

/** POST /api/account/email. */
export const changeEmail = (input: ChangeEmailInput) =>
  authFetch<EmailChangedDto>('/api/account/email', { method: 'POST', body: input });

/** POST /api/account/sign-out-everywhere. */
export const signOutEverywhere = () =>
  authFetch<SuccessDto>('/api/account/sign-out-everywhere', { method: 'POST', body: {} });

/** GET /api/account/export: the user's data as JSON. */
export const exportAccount = () => authFetch<unknown>('/api/account/export');

/** DELETE /api/account. */
export const deleteAccount = (current_password: string) =>
  authFetch<SuccessDto>('/api/account', {
    method: 'DELETE',
    body: current_password ? { current_password } : {},
  });
