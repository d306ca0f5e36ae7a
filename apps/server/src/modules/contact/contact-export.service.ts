import type { AccountExportDto } from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { listContactMessagesFrom } from './contact.repo';

/** The contact-form messages sent from the address, oldest first (data export): one query. */
export async function exportContactMessagesFrom(
  ctx: AppContext,
  email: string,
): Promise<AccountExportDto['contact_messages']> {
  return (await listContactMessagesFrom(ctx.db, email)).map((message) => ({
    name: message.name,
    email: message.email,
    type: message.type,
    subject: message.subject,
    message: message.message,
    created_at: message.createdAt.toISOString(),
  }));
}
