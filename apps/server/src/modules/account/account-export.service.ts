import type { AccountExportDto } from '@hirehand/shared/account/account-export';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import type { Actor } from '../../platform/auth/auth-guard';
import { listSessions } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { exportAiChatsOf, exportSupportChatsOf } from '../ai/ai-export.service';
import { exportApplicationsOf } from '../applications/applications-export.service';
import { exportCompaniesOf } from '../companies/companies-export.service';
import { exportContactMessagesFrom } from '../contact/contact-export.service';
import { exportExperienceOf } from '../experience/experience-export.service';
import { exportPostingsOf } from '../gigs/gigs-export.service';
import { exportSavedJobsOf } from '../jobs/saved-jobs.service';
import { exportSharedLocationOf } from '../location/location-export.service';
import { exportJobAlertsOf } from '../matching/job-alerts.service';
import { exportMatchDeliveriesOf } from '../matching/match-delivery.service';
import { exportNotificationPreferencesOf } from '../matching/smart-notifications.service';
import { workPreferencesOf } from '../matching/work-preferences.service';
import { exportMembershipOf } from '../membership/membership-export.service';
import { exportConversationsOf } from '../messaging/messaging-export.service';
import { exportSubscriptionOf } from '../newsletter/newsletter-export.service';
import { exportNotificationsOf } from '../notifications/notifications-export.service';
import { exportPaymentsOf } from '../payments/payments-export.service';
import { exportSupportTicketsOf } from '../support/support-export.service';
import { findUserById, toUserDto } from '../users/users.service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * GET /api/account/export: everything held about the actor (PIPEDA access request): the
 * profile, what they posted, applied to and received, their conversations, experience,
 * notifications, contact messages, newsletter subscription, plans, usage and payments, AI chats, support chats and support tickets, work preferences, smart notification preferences, saved jobs, job alerts and the companies they own or belong to. Each section is built field by field by
 * its module, one query per kind, so no hash, code, token or other person's e-mail slips in.
 * The outbox is left out: its mails carry codes and links that must not be replayed.
 */
export async function exportAccount(ctx: AppContext, actor: Actor): Promise<AccountExportDto> {
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw errors.unauthorized(AUTH_ERRORS.notAuthenticated);
  const [
    sessions,
    lastShared,
    postings,
    applications,
    conversations,
    experience,
    notifications,
    contactMessages,
    subscription,
    membership,
    payments,
    aiChats,
    supportTickets,
    supportChats,
    notificationPreferences,
    savedJobs,
    workPreferences,
    matchDeliveries,
    jobAlerts,
    companies,
  ] = await Promise.all([
    listSessions(ctx.db, user.id),
    exportSharedLocationOf(ctx, user.id),
    exportPostingsOf(ctx, user.id),
    exportApplicationsOf(ctx, user.id),
    exportConversationsOf(ctx, user.id),
    exportExperienceOf(ctx, user.id),
    exportNotificationsOf(ctx, user.id),
    exportContactMessagesFrom(ctx, user.email),
    exportSubscriptionOf(ctx, user.email),
    exportMembershipOf(ctx, user.id),
    exportPaymentsOf(ctx, user.id),
    exportAiChatsOf(ctx, user.id),
    exportSupportTicketsOf(ctx, user.id),
    exportSupportChatsOf(ctx, user.id),
    exportNotificationPreferencesOf(ctx, user.id),
    exportSavedJobsOf(ctx, user.id),
    workPreferencesOf(ctx, user.id),
    exportMatchDeliveriesOf(ctx, user.id),
    exportJobAlertsOf(ctx, user.id),
    exportCompaniesOf(ctx, user.id),
  ]);
  return {
    exported_at: ctx.clock.now().toISOString(),
    profile: toUserDto(user),
    location: {
      profile: {
        city: user.city,
        region: user.region,
        country: user.country,
        latitude: user.latitude,
        longitude: user.longitude,
      },
      last_shared: lastShared,
    },
    sessions: sessions.map((session) => ({
      created_at: session.createdAt.toISOString(),
      last_seen_at: session.lastSeenAt.toISOString(),
      user_agent: session.userAgent,
      revoked_at: iso(session.revokedAt),
      current: session.id === actor.sessionId,
    })),
    postings,
    applications_sent: applications.sent,
    applications_received: applications.received,
    conversations,
    experience,
    notifications,
    contact_messages: contactMessages,
    newsletter_subscription: subscription,
    billing: { ...membership, ...payments },
    ai_chats: aiChats,
    support_tickets: supportTickets,
    support_chats: supportChats,
    notification_preferences: notificationPreferences,
    saved_jobs: savedJobs,
    match_deliveries: matchDeliveries,
    work_preferences: workPreferences,
    job_alerts: jobAlerts,
    companies,
  };
}
