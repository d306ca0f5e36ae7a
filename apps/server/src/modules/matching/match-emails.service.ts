import type { UnsubscribeResultDto } from '@hirehand/shared/matching/match-emails';
import { MATCHING_ERRORS } from '@hirehand/shared/matching/matching-errors';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { deleteAlertOf, findAlertsOf } from './job-alerts.repo';
import { dropPendingEmail, markClicked, markOpened } from './match-delivery.repo';
import { jobLinkOf } from './match-delivery.service';
import { readMatchEmailToken } from './match-email-tokens';
import { removeEmailMethod } from './smart-notifications.repo';

/*
 * What the links of a match e-mail do (decision 039): one-click unsubscribe, the tracking image,
 * the job links' redirect. Each reads the signed token the delivery put in the link.
 */

const readToken = (ctx: AppContext, text: string) => readMatchEmailToken(ctx.signingKey, text);

/**
 * One-click unsubscribe (RFC 8058, decision 039): smart e-mails lose the e-mail method (in-app
 * stays), an alert is deleted, `all` does both for every alert; pending e-mails of what stopped
 * are not sent. A token that is not ours, or not an unsubscribe one, is a 400.
 */
export async function unsubscribe(ctx: AppContext, text: string): Promise<UnsubscribeResultDto> {
  const found = readToken(ctx, text);
  if (
    !found ||
    (found.kind !== 'unsubscribe_smart' &&
      found.kind !== 'unsubscribe_alert' &&
      found.kind !== 'unsubscribe_all')
  )
    throw errors.badRequest(MATCHING_ERRORS.unsubscribeLinkInvalid);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (found.kind === 'unsubscribe_alert') {
      await dropPendingEmail(tx, { userId: found.userId, source: 'alert', alertId: found.alertId });
      const name = await deleteAlertOf(tx, found.userId, found.alertId);
      return { stopped: 'job_alert' as const, alert_name: name };
    }
    await removeEmailMethod(tx, found.userId, now);
    await dropPendingEmail(tx, { userId: found.userId, source: 'smart' });
    if (found.kind === 'unsubscribe_smart')
      return { stopped: 'smart_notification_emails' as const, alert_name: null };
    const alerts = await findAlertsOf(tx, found.userId);
    for (const alertId of alerts) await deleteAlertOf(tx, found.userId, alertId);
    for (const alertId of [...alerts, null])
      await dropPendingEmail(tx, { userId: found.userId, source: 'alert', alertId });
    return { stopped: 'all' as const, alert_name: null };
  });
}

/** The tracking image was loaded: the e-mail's deliveries are opened (once). Never throws for a bad token. */
export async function recordOpen(ctx: AppContext, text: string): Promise<void> {
  const found = readToken(ctx, text);
  if (found?.kind !== 'open') return;
  await markOpened(ctx.db, found.userId, new Date(found.sentAt), ctx.clock.now());
}

/**
 * A job link of a match e-mail was followed: the delivery is clicked (once); answers the client
 * path to redirect to: the job, or the board for a bad token (never a place the token names).
 */
export async function recordClick(ctx: AppContext, text: string): Promise<string> {
  const found = readToken(ctx, text);
  const board = '/#jobs';
  if (found?.kind !== 'click') return board;
  const postingId = await markClicked(ctx.db, found.deliveryId, ctx.clock.now());
  return postingId ? jobLinkOf(postingId) : board;
}
