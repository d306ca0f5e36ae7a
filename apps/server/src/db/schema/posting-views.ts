import { date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { postings } from './postings';

/**
 * Who opened a posting on which (UTC) day, so postings.views counts each person once a day:
 * `u:<user id>` for a signed-in viewer, `a:<hash>` for a visitor's address hashed with the day.
 * Kept two days, then deleted by a recurring job; the count itself lives on postings.views.
 */
export const postingViews = pgTable(
  'posting_views',
  {
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.day, t.viewer] }), index('posting_views_day_idx').on(t.day)],
);
