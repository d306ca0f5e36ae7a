import { PLAN_TEXTS } from '@hirehand/shared/membership/membership-texts';
import type { Executor } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema/billing';
import type { AppContext } from '../../platform/context';
import type { MailParam, MailTemplate } from '../../platform/mail/mail-template';
import { findUserById } from '../users/users.service';

/** The plan's name as the e-mails say it. */
export const planName = (tier: SubscriptionRow['tier']) => PLAN_TEXTS[tier].name;

/** Queues a billing e-mail to the person, in the change's transaction and their locale. */
export async function mailUser<P extends { [K in keyof P]: MailParam }>(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  template: MailTemplate<P>,
  params: P,
  dedupeKey: string,
) {
  const user = await findUserById(tx, userId);
  // A deleted account has nobody to tell.
  if (!user) return;
  await ctx.mail.send(template, { to: user.email, params, dedupeKey, executor: tx });
}
