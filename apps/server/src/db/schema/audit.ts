import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (platform/audit): one row per security-relevant change, written in the same
 * transaction as the change. No foreign keys: the trail outlives the rows it names (decision 026).
 * `ip_summary` and `device` are summaries (an address's network, "Firefox on Windows"), never
 * the raw address or user agent.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who did it: a user id, or null for the system or someone not signed in. */
    actorId: uuid('actor_id'),
    /** What happened, `<area>.<verb>` (e.g. `auth.signed_in`, `account.password_changed`). */
    action: text('action').notNull(),
    /** What it happened to: a type (`user`, later `posting`, `team`...) and that row's id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Facts of the event (no secrets): e.g. `{ method: 'password', new_device: true }`. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ipSummary: text('ip_summary'),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // "A person's own events, newest first" (Settings' security activity).
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc(), t.id.desc()),
    // "What did this person do" (trust and safety, later).
    index('audit_events_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;
