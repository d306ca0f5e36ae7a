import type { FastifyInstance } from 'fastify';
import { expireTeamInvitation, remindTeamInvitation } from './team-invitations.service';

/**
 * The invitations' durable work (decision 042), registered from the teams plugin: each
 * invitation expires at its expires_at, and its reminder goes out
 * TEAM_INVITATION.reminderDaysBeforeExpiry before. Both are enqueued with the invitation, keyed by
 * its id and expiry, so a re-sent invitation gets its own and the old ones find nothing to do.
 */
export function registerTeamsJobs(app: FastifyInstance) {
  app.jobs.register('teams.invitation_expire', async (payload, job) => {
    const expired = await expireTeamInvitation(app.ctx, payload);
    if (expired) job.log.info({ feature: 'teams' }, 'team invitation expired');
  });
  // The payload carries the accept link's token (the reminder repeats the link): redacted once done.
  app.jobs.register(
    'teams.invitation_reminder',
    async (payload, job) => {
      const sent = await remindTeamInvitation(app.ctx, payload);
      if (sent) job.log.info({ feature: 'teams' }, 'team invitation reminder queued');
    },
    { redactPayload: true },
  );
}
