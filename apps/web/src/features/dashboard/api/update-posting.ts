import type { MyPostingDto, UpdateGigInput } from '@hirehand/shared/gigs/gig-dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterChange } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

/** PATCH /api/gigs/{id}: the poster edits fields; the publish checks answer 400 with their text. */
export const updatePosting = (id: string, input: UpdateGigInput) =>
  authFetch<MyPostingDto>(`/api/gigs/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export function useUpdatePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateGigInput }) => updatePosting(id, input),
    onSuccess: () => invalidateAfterChange(queryClient),
  });
}
