import type { ApplicationDto, DeclineInput } from '@hirehand/shared/applications/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterChange } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

const actionPath = (id: string, action: string) => `/api/applications/${encodeURIComponent(id)}/${action}`;

/** POST /api/applications/{id}/shortlist (poster only). */
export const shortlistApplication = (id: string) =>
  authFetch<ApplicationDto>(actionPath(id, 'shortlist'), { method: 'POST' });

/** POST /api/applications/{id}/accept (poster only): hires the applicant; may fill the posting. */
export const acceptApplication = (id: string) =>
  authFetch<ApplicationDto>(actionPath(id, 'accept'), { method: 'POST' });

/** POST /api/applications/{id}/decline (poster only) with an optional note to the applicant. */
export const declineApplication = (id: string, message: string | null) =>
  authFetch<ApplicationDto>(actionPath(id, 'decline'), {
    method: 'POST',
    body: { message } satisfies DeclineInput,
  });

/** POST /api/applications/{id}/withdraw (applicant only). */
export const withdrawApplication = (id: string) =>
  authFetch<ApplicationDto>(actionPath(id, 'withdraw'), { method: 'POST' });

export type ApplicationAction =
  | { kind: 'shortlist' | 'accept' | 'withdraw'; id: string }
  | { kind: 'decline'; id: string; message: string | null };

function run(action: ApplicationAction) {
  switch (action.kind) {
    case 'shortlist':
      return shortlistApplication(action.id);
    case 'accept':
      return acceptApplication(action.id);
    case 'decline':
      return declineApplication(action.id, action.message);
    case 'withdraw':
      return withdrawApplication(action.id);
  }
}

/** One mutation for every answer to an application; refreshes the dashboard and the bell after it. */
export function useApplicationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => invalidateAfterChange(queryClient),
  });
}
