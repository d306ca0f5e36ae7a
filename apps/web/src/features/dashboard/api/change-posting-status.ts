import type { ChangePostingStatusInput, MyPostingDto } from '@hirehand/shared/gigs/gig-dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterChange } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

type NextStatus = ChangePostingStatusInput['status'];

/** POST /api/gigs/{id}/status: pause, close or reopen a posting. */
export const changePostingStatus = (id: string, status: NextStatus) =>
  authFetch<MyPostingDto>(`/api/gigs/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status } satisfies ChangePostingStatusInput,
  });

export function useChangePostingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: NextStatus }) => changePostingStatus(id, status),
    onSettled: () => invalidateAfterChange(queryClient),
  });
}
