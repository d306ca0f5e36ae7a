import { createHash } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { prunePostingViews, recordPostingView } from './posting-views.repo';

const DAY_MS = 24 * 60 * 60_000;

/** The UTC day of a moment, as PostgreSQL's date: 2026-11-26. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Who is looking, as the view notes name them: the signed-in person, else the visitor's
 * address hashed with the day (a pseudonym that changes daily and is deleted after two days;
 * the address itself is never stored).
 */
function viewerKey(visitor: { userId: string | null; address: string }, day: string) {
  if (visitor.userId) return `u:${visitor.userId}`;
  return `a:${createHash('sha256').update(`${day}|${visitor.address}`).digest('base64url').slice(0, 22)}`;
}

/**
 * Counts a view of the posting: once per person (or visitor address) per day, never the
 * poster's own. Answers the posting's views afterwards, or null for the poster (not counted).
 * Opening a posting's detail counts, and so does applying to it: the board shows a job whole
 * on its card, so applying is where a worker opens it.
 */
export async function countPostingView(props: {
  ctx: AppContext;
  posting: { id: string; posterId: string };
  visitor: { userId: string | null; address: string };
}): Promise<number | null> {
  const { ctx, posting, visitor } = props;
  if (visitor.userId === posting.posterId) return null;
  const day = dayOf(ctx.clock.now());
  return recordPostingView(ctx.db, { postingId: posting.id, viewer: viewerKey(visitor, day), day });
}

/** Deletes yesterday's-and-older view notes (only today's keep a count unique); run hourly by gigs.jobs.ts. */
export async function pruneOldPostingViews(ctx: AppContext): Promise<void> {
  await prunePostingViews(ctx.db, dayOf(new Date(ctx.clock.now().getTime() - DAY_MS)));
}
