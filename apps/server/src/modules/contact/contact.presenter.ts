import type {
  StaffContactMessageDto,
  StaffContactMessageSummaryDto,
} from '@hirehand/shared/staff/contact-messages';
import type { ContactMessageRow } from '../../db/schema/contact';

/** A contact-form message in the staff console's list (no body). */
export function toStaffContactMessageSummary(row: ContactMessageRow): StaffContactMessageSummaryDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    type: row.type,
    subject: row.subject,
    mailed_at: row.mailedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    priority: row.supportPriority,
  };
}

/** A contact-form message as staff read it, body included. */
export function toStaffContactMessage(row: ContactMessageRow): StaffContactMessageDto {
  return { ...toStaffContactMessageSummary(row), message: row.message };
}
