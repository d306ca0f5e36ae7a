import { and, desc, eq, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type AuditEventRow, auditEvents } from '../../db/schema/audit';
import { type ClientInfo, summarizeAddress, summarizeDevice } from './client-summary';

/** What an event is about: a type and that row's id (`{ type: 'user', id }`). */
export interface AuditSubject {
  type: string;
  id: string;
}

export interface AuditEventInput {
  /** When it happened: `ctx.clock.now()`. */
  at: Date;
  /** Who did it; null for the system or someone not signed in. */
  actorId: string | null;
  /** `<area>.<verb>`; security activity is every `security.*` action about a user. */
  action: string;
  subject: AuditSubject;
  /** Facts of the event; never a password, token or code. */
  data?: Record<string, unknown>;
  /** The request's client, summarised before it is stored (client-summary.ts). */
  client?: ClientInfo;
}

/** Where a page of events ends: the next page starts after it. */
export interface AuditCursor {
  at: Date;
  id: string;
}

const ofSubject = (subject: AuditSubject, actionPrefix?: string) => {
  const conditions: SQL[] = [
    eq(auditEvents.subjectType, subject.type),
    eq(auditEvents.subjectId, subject.id),
  ];
  if (actionPrefix) conditions.push(like(auditEvents.action, `${actionPrefix}%`));
  return conditions;
};

/**
 * The audit trail: the one way any module writes or reads `audit_events` (decision 026).
 * Pass the transaction that makes the change, so the event exists exactly when the change does.
 */
export const audit = {
  async record(executor: Executor, event: AuditEventInput): Promise<AuditEventRow> {
    const [row] = await executor
      .insert(auditEvents)
      .values({
        actorId: event.actorId,
        action: event.action,
        subjectType: event.subject.type,
        subjectId: event.subject.id,
        data: event.data ?? {},
        ipSummary: event.client ? summarizeAddress(event.client.ip) : null,
        device: event.client ? summarizeDevice(event.client.userAgent) : null,
        createdAt: event.at,
      })
      .returning();
    return row!;
  },

  /** A subject's events, newest first, `limit` of them after `before` (keyset pagination). */
  async listForSubject(
    executor: Executor,
    subject: AuditSubject,
    options: { actionPrefix?: string; before?: AuditCursor; limit: number },
  ): Promise<AuditEventRow[]> {
    const conditions = ofSubject(subject, options.actionPrefix);
    const { before } = options;
    if (before) {
      conditions.push(
        or(
          lt(auditEvents.createdAt, before.at),
          and(eq(auditEvents.createdAt, before.at), lt(auditEvents.id, before.id)),
        )!,
      );
    }
    return executor
      .select()
      .from(auditEvents)
      .where(and(...conditions))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(options.limit);
  },

  /** Whether the subject has an earlier event of one of `actions` matching `match` (any at all when empty). */
  async hasEarlier(
    executor: Executor,
    subject: AuditSubject,
    actions: string[],
    match: { device?: string | null; ipSummary?: string | null } = {},
  ): Promise<boolean> {
    const conditions = [...ofSubject(subject), inArray(auditEvents.action, actions)];
    if (match.device) conditions.push(eq(auditEvents.device, match.device));
    if (match.ipSummary) conditions.push(eq(auditEvents.ipSummary, match.ipSummary));
    const [row] = await executor
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(...conditions))
      .limit(1);
    return row !== undefined;
  },

  /** Deletes a subject's events under `actionPrefix` (the person's own record, on account deletion). */
  async forgetSubject(executor: Executor, subject: AuditSubject, actionPrefix: string): Promise<void> {
    await executor.delete(auditEvents).where(and(...ofSubject(subject, actionPrefix)));
  },
};
