import type { AccountExportDto } from '@hirehand/shared/account/account';
import { AUTH_MESSAGES } from '@hirehand/shared/auth/auth';
import type { Actor } from '../../platform/auth/auth-guard';
import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/errors';
import { toUserDto } from '../profile/profile.presenter';
import { findUserById } from '../profile/users.repo';
import { findNewsletterSubscription, listContactMessagesFrom, listSessions } from './account.repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * GET /api/account/export: everything held about the actor (PIPEDA access request),
 * built field by field so no hash or token can slip in.
 */
export async function exportAccount(ctx: AppContext, actor: Actor): Promise<AccountExportDto> {
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw new HttpError(401, AUTH_MESSAGES.notAuthenticated);
  const [sessions, messages, subscription] = await Promise.all([
    listSessions(ctx.db, user.id),
    listContactMessagesFrom(ctx.db, user.email),
    findNewsletterSubscription(ctx.db, user.email),
  ]);
  return {
    exported_at: new Date().toISOString(),
    profile: toUserDto(user),
    sessions: sessions.map((session) => ({
      created_at: session.createdAt.toISOString(),
      last_seen_at: session.lastSeenAt.toISOString(),
      user_agent: session.userAgent,
      revoked_at: iso(session.revokedAt),
      current: session.id === actor.sessionId,
    })),
    contact_messages: messages.map((message) => ({
      name: message.name,
      email: message.email,
      type: message.type,
      subject: message.subject,
      message: message.message,
      created_at: message.createdAt.toISOString(),
    })),
    newsletter_subscription: subscription
      ? {
          email: subscription.email,
          source: subscription.source,
          created_at: subscription.createdAt.toISOString(),
        }
      : null,
  };
}
