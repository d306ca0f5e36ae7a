import type { StaffAccessDto } from '@hirehand/shared/staff/staff';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { authFetch } from '@/lib/session/session';

/** Every staff query starts with this key and the signed-in user's id (another user's answer never shows). */
export const staffKeys = {
  all: (userId: string) => ['staff', userId] as const,
  access: (userId: string) => ['staff', userId, 'access'] as const,
  contactMessages: (userId: string, page: number) => ['staff', userId, 'contact-messages', page] as const,
  contactMessage: (userId: string, id: string) => ['staff', userId, 'contact-message', id] as const,
  ticketPages: (userId: string) => ['staff', userId, 'support-tickets', 'page'] as const,
  ticketPage: (userId: string, page: number, status: string) =>
    ['staff', userId, 'support-tickets', 'page', page, status] as const,
  ticket: (userId: string, id: string) => ['staff', userId, 'support-tickets', 'one', id] as const,
};

/** GET /api/staff/me: the console's sections for staff; 404 for everyone else. */
export const fetchStaffAccess = () => authFetch<StaffAccessDto>('/api/staff/me');

/** The 404 every staff route answers anyone who is not staff. */
export const isNotStaff = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Whether the signed-in user (if any) is staff: `data` for staff, a 404 error for anyone else. */
export function useStaffAccess(userId: string | undefined) {
  return useQuery({
    queryKey: staffKeys.access(userId ?? ''),
    queryFn: fetchStaffAccess,
    enabled: userId !== undefined,
    staleTime: 60_000,
    retry: (failures, error) => !isNotStaff(error) && failures < 2,
  });
}
