import { z } from 'zod';
import { ContactType } from '../contact/contact';
import { SupportPrioritySchema } from '../membership/membership';
import { refusal } from '../platform/errors';

export const STAFF_CONTACT_PAGE_DEFAULT = 20;
export const STAFF_CONTACT_PAGE_MAX = 50;

/**
 * GET /api/staff/contact-messages: paid members' messages first (`front`, then `priority`),
 * each group newest first, one page at a time.
 */
export const StaffContactMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(STAFF_CONTACT_PAGE_MAX).default(STAFF_CONTACT_PAGE_DEFAULT),
});
export type StaffContactMessagesQuery = z.input<typeof StaffContactMessagesQuery>;

export const StaffContactMessageParams = z.object({ id: z.uuid() });

/** A contact-form message as staff read it. */
export const StaffContactMessageDto = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  type: ContactType,
  subject: z.string(),
  message: z.string(),
  /** When support's mailbox got it; null when stored but not (yet) mailed. */
  mailed_at: z.string().nullable(),
  created_at: z.string(),
  /** From a signed-in paid member: `front` (premium) or `priority` (professional); null otherwise. */
  priority: SupportPrioritySchema.nullable().optional(),
});
export type StaffContactMessageDto = z.infer<typeof StaffContactMessageDto>;

/** The list leaves out the body; the detail carries it. */
export const StaffContactMessageSummaryDto = StaffContactMessageDto.omit({ message: true });
export type StaffContactMessageSummaryDto = z.infer<typeof StaffContactMessageSummaryDto>;

export const StaffContactMessagesPageDto = z.object({
  messages: z.array(StaffContactMessageSummaryDto),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type StaffContactMessagesPageDto = z.infer<typeof StaffContactMessagesPageDto>;

/** The `detail` texts of the staff contact-message routes. */
export const STAFF_CONTACT_MESSAGES = {
  messageNotFound: 'Contact message not found',
} as const;

/** The staff contact-message routes' refusals (decision 022). */
export const STAFF_CONTACT_ERRORS = {
  messageNotFound: refusal('staff.contact_message_not_found', STAFF_CONTACT_MESSAGES.messageNotFound),
} as const;
