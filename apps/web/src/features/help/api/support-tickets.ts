import type {
  SupportTicketDto,
  SupportTicketInput,
  SupportTicketListDto,
} from '@hirehand/shared/support/support-tickets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUPPORT_TICKETS_QUERY_KEY } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

/** GET /api/support/tickets: the caller's requests, newest first, with support's answers. */
export function useMySupportTickets(userId: string) {
  return useQuery({
    queryKey: [...SUPPORT_TICKETS_QUERY_KEY, userId],
    queryFn: () => authFetch<SupportTicketListDto>('/api/support/tickets'),
  });
}

/** POST /api/support/tickets: a request written on the help pages (no chat attached). */
export function useOpenSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportTicketInput) =>
      authFetch<SupportTicketDto>('/api/support/tickets', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_TICKETS_QUERY_KEY }),
  });
}
