import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { matchDeliveries, matchImpressions } from '../../db/schema/matching';
import { notifications } from '../../db/schema/notifications';
import { rowsOf } from './match-jobs.repo';

export interface Period {
  userId: string;
  from: Date;
  to: Date;
}

/** The matches of a period: distinct postings shown or delivered, their best score, and how many the worker applied to. */
export interface MatchFigures {
  total: number;
  /** Postings with a score (an alert's delivery has none). */
  scored: number;
  averageScore: number | null;
  highConfidence: number;
  applied: number;
}

/**
 * Postings shown (match_impressions) or delivered (match_deliveries) to the worker in the period,
 * each once with its best score and first moment; applied: those the worker applied to at or
 * after that first moment, within the period (decision 040). Reads the (user_id, created_at)
 * indexes of both tables and the applicant index of applications.
 */
export async function matchFigures(db: Executor, period: Period, highScore: number): Promise<MatchFigures> {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const [row] = await rowsOf<MatchFigures>(
    db,
    sql`with events as (
        select ${matchImpressions.postingId} as posting_id, ${matchImpressions.score} as score, ${matchImpressions.createdAt} as at
        from ${matchImpressions}
        where ${matchImpressions.userId} = ${period.userId}::uuid
          and ${matchImpressions.createdAt} >= ${from}::timestamptz and ${matchImpressions.createdAt} <= ${to}::timestamptz
        union all
        select ${matchDeliveries.postingId}, ${matchDeliveries.score}, ${matchDeliveries.createdAt}
        from ${matchDeliveries}
        where ${matchDeliveries.userId} = ${period.userId}::uuid
          and ${matchDeliveries.createdAt} >= ${from}::timestamptz and ${matchDeliveries.createdAt} <= ${to}::timestamptz
      ), matched as (
        select posting_id, max(score) as score, min(at) as first_at from events group by posting_id
      )
      select count(*)::int as "total",
        count(score)::int as "scored",
        avg(score)::float8 as "averageScore",
        count(*) filter (where score >= ${highScore})::int as "highConfidence",
        count(*) filter (where exists (
          select 1 from ${applications}
          where ${applications.applicantId} = ${period.userId}::uuid and ${applications.postingId} = matched.posting_id
            and ${applications.createdAt} >= matched.first_at and ${applications.createdAt} <= ${to}::timestamptz
        ))::int as "applied"
      from matched`,
  );
  return row ?? { total: 0, scored: 0, averageScore: null, highConfidence: 0, applied: 0 };
}

/** Match notifications sent in the period and what became of them (decision 040). */
export interface NotificationFigures {
  sent: number;
  emailsSent: number;
  emailsOpened: number;
  clicked: number;
  converted: number;
}

/**
 * Deliveries sent in the period (in-app or by e-mail): e-mails among them and those opened;
 * clicked: a link followed (clicked_at) or the in-app notification read (notifications.read_at);
 * converted: the worker applied to the posting after the first send, within the period.
 */
export async function notificationFigures(db: Executor, period: Period): Promise<NotificationFigures> {
  const from = sql`${period.from.toISOString()}::timestamptz`;
  const to = sql`${period.to.toISOString()}::timestamptz`;
  const inPeriod = (column: SQLWrapper) => sql`(${column} >= ${from} and ${column} <= ${to})`;
  const [row] = await rowsOf<NotificationFigures>(
    db,
    sql`select count(*)::int as "sent",
        count(*) filter (where ${inPeriod(matchDeliveries.emailSentAt)})::int as "emailsSent",
        count(*) filter (where ${inPeriod(matchDeliveries.emailSentAt)} and ${matchDeliveries.emailOpenedAt} is not null)::int as "emailsOpened",
        count(*) filter (where ${matchDeliveries.clickedAt} is not null or ${notifications.readAt} is not null)::int as "clicked",
        count(*) filter (where exists (
          select 1 from ${applications}
          where ${applications.applicantId} = ${period.userId}::uuid and ${applications.postingId} = ${matchDeliveries.postingId}
            and ${applications.createdAt} >= least(${matchDeliveries.inAppSentAt}, ${matchDeliveries.emailSentAt})
            and ${applications.createdAt} <= ${to}
        ))::int as "converted"
      from ${matchDeliveries}
      left join ${notifications} on ${notifications.id} = ${matchDeliveries.notificationId}
      where ${matchDeliveries.userId} = ${period.userId}::uuid
        and (${inPeriod(matchDeliveries.inAppSentAt)} or ${inPeriod(matchDeliveries.emailSentAt)})`,
  );
  return row ?? { sent: 0, emailsSent: 0, emailsOpened: 0, clicked: 0, converted: 0 };
}
