import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One submission of a creating request (platform/idempotency.ts): the caller's Idempotency-Key
 * on one route, the request it came with, and once the request succeeded, its answer to replay.
 * The primary key is what makes two concurrent submissions create one thing.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Method and path, e.g. `POST /api/gigs/…/apply`: a key is scoped to what it created. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the validated body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs; then the answer's status and body. */
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.route, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
