import type { ChangeUserTypeInput, UserTypeChangedDto } from '@hirehand/shared/account/account-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { SECURITY_ACTIVITY_QUERY_KEY } from './security-activity';

interface SuccessDto {
  success: true;
  message: string;
}

/** POST /api/account/sign-out-everywhere. */
export const signOutEverywhere = () =>
  authFetch<SuccessDto>('/api/account/sign-out-everywhere', { method: 'POST', body: {} });

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'sign-out-everywhere'],
    mutationFn: signOutEverywhere,
    // The change is a new entry in the security activity.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_ACTIVITY_QUERY_KEY }),
  });
}

/** PATCH /api/account/user-type (409 once postings, applications or conversations depend on it). */
export const changeUserType = (input: ChangeUserTypeInput) =>
  authFetch<UserTypeChangedDto>('/api/account/user-type', { method: 'PATCH', body: input });

export function useChangeUserType() {
  return useMutation({ mutationKey: ['account', 'user-type'], mutationFn: changeUserType });
}

/** DELETE /api/account. */
export const deleteAccount = (current_password: string) =>
  authFetch<SuccessDto>('/api/account', {
    method: 'DELETE',
    body: current_password ? { current_password } : {},
  });

export function useDeleteAccount() {
  return useMutation({ mutationKey: ['account', 'delete'], mutationFn: deleteAccount });
}
