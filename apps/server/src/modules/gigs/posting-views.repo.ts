import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postingViews } from '../../db/schema/posting-views';
import { postings } from '../../db/schema/postings';

/**
 * Notes that `viewer` opened the posting on `day` and, the first time that day only, adds one
 * to postings.views, in one statement (two tabs opening at once still count once). Answers
 * the posting's views afterwards.
 */
export async function recordPostingView(
  db: Executor,
  view: { postingId: string; viewer: string; day: string },
): Promise<number> {
  const result = (await db.execute(sql`
    with first_today as (
      insert into ${postingViews} (posting_id, viewer, day)
      values (${view.postingId}, ${view.viewer}, ${view.day})
      on conflict do nothing
      returning 1
    )
    update ${postings}
    set views = views + (select count(*)::int from first_today)
    where ${postings.id} = ${view.postingId}
    returning views`)) as unknown as { rows: { views: number }[] };
  return Number(result.rows[0]?.views ?? 0);
}

/** Deletes the view notes of days before `day` (they only keep today's count unique). */
export async function prunePostingViews(db: Executor, beforeDay: string): Promise<void> {
  await db.delete(postingViews).where(lt(postingViews.day, beforeDay));
}
