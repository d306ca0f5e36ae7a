import type { SupportChatDto, SupportChatInput } from '@hirehand/shared/support/support-chat';
import type {
  SupportTicketDto,
  SupportTicketInput,
  VisitorSupportTicketDto,
  VisitorSupportTicketInput,
} from '@hirehand/shared/support/support-tickets';
import { apiFetch } from '@/lib/api-client';
import { authFetch, getSession } from '@/lib/session/session';

/** POST /api/support/chat (optional bearer): a member's chat is kept with their account, a visitor's for a day. */
export const sendSupportMessage = (input: SupportChatInput) =>
  getSession()
    ? authFetch<SupportChatDto>('/api/support/chat', { body: input })
    : apiFetch<SupportChatDto>('/api/support/chat', { body: input });

/** POST /api/support/tickets (bearer): 'Talk to Human Support' opens a request with the conversation attached. */
export const createSupportTicket = (input: SupportTicketInput) =>
  authFetch<SupportTicketDto>('/api/support/tickets', { body: input });

/** POST /api/support/visitor-tickets (no account): a visitor's request, answered at the e-mail address they give. */
export const createVisitorSupportTicket = (input: VisitorSupportTicketInput) =>
  apiFetch<VisitorSupportTicketDto>('/api/support/visitor-tickets', { body: input });
