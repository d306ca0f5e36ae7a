import type {
  StaffContactMessageDto,
  StaffContactMessagesPageDto,
} from '@hirehand/shared/staff/contact-messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { staffKeys } from './staff-access';

/** GET /api/staff/contact-messages?page=: one page, newest first. */
export const fetchContactMessages = (page: number) =>
  authFetch<StaffContactMessagesPageDto>(`/api/staff/contact-messages?page=${page}`);

export function useContactMessages(userId: string, page: number) {
  return useQuery({
    queryKey: staffKeys.contactMessages(userId, page),
    queryFn: () => fetchContactMessages(page),
    // The list stays on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/contact-messages/:id: one message with its body. */
export const fetchContactMessage = (id: string) =>
  authFetch<StaffContactMessageDto>(`/api/staff/contact-messages/${encodeURIComponent(id)}`);

export function useContactMessage(userId: string, id: string | null) {
  return useQuery({
    queryKey: staffKeys.contactMessage(userId, id ?? ''),
    queryFn: () => fetchContactMessage(id!),
    enabled: id !== null,
    retry: false,
  });
}
