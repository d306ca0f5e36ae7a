import type {
  StaffTicketDto,
  StaffTicketReplyInput,
  StaffTicketStatusInput,
  StaffTicketsPageDto,
} from '@hirehand/shared/staff/support-tickets';
import type { SupportTicketStatus } from '@hirehand/shared/support/support-tickets';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { staffKeys } from './staff-access';

/** GET /api/staff/support-tickets: the queue (open first; premium, then professional members first; oldest first). */
export const fetchSupportTickets = (page: number, status: SupportTicketStatus | null) => {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  return authFetch<StaffTicketsPageDto>(`/api/staff/support-tickets?${query}`);
};

export function useSupportTickets(userId: string, page: number, status: SupportTicketStatus | null) {
  return useQuery({
    queryKey: staffKeys.ticketPage(userId, page, status ?? 'all'),
    queryFn: () => fetchSupportTickets(page, status),
    placeholderData: keepPreviousData,
  });
}

const ticketPath = (id: string) => `/api/staff/support-tickets/${encodeURIComponent(id)}`;

export function useSupportTicket(userId: string, id: string) {
  return useQuery({
    queryKey: staffKeys.ticket(userId, id),
    queryFn: () => authFetch<StaffTicketDto>(ticketPath(id)),
    retry: false,
  });
}

/** After a reply or a status change: the ticket as answered, and the queue refreshed. */
function useTicketUpdate<I>(userId: string, id: string, send: (input: I) => Promise<StaffTicketDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (ticket) => {
      queryClient.setQueryData(staffKeys.ticket(userId, id), ticket);
      void queryClient.invalidateQueries({ queryKey: staffKeys.ticketPages(userId) });
    },
  });
}

/** POST …/replies: stored, e-mailed to the person, shown in their list; the ticket becomes answered. */
export const useReplyToTicket = (userId: string, id: string) =>
  useTicketUpdate(userId, id, (input: StaffTicketReplyInput) =>
    authFetch<StaffTicketDto>(`${ticketPath(id)}/replies`, { body: input }),
  );

/** PATCH …: open, answered or closed. */
export const useSetTicketStatus = (userId: string, id: string) =>
  useTicketUpdate(userId, id, (input: StaffTicketStatusInput) =>
    authFetch<StaffTicketDto>(ticketPath(id), { method: 'PATCH', body: input }),
  );
