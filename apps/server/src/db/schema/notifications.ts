import { NOTIFICATION_KINDS } from '@hirehand/shared/notifications/notifications';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * In-app notifications (application answers now; smart job alerts later), stored as a kind and its
 * parameters and rendered in the reader's locale when read (decision 023).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The parameters the kind's texts need (NOTIFICATION_PARAMS in packages/shared). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The English sentences of a notification stored before kind and parameters, which the
     * migration could not read back into parameters: shown as stored. Null on every other row.
     */
    legacyTitle: text('title'),
    legacyBody: text('body'),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc())],
);

export type NotificationRow = typeof notifications.$inferSelect;
