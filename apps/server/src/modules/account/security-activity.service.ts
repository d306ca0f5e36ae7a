import { decodeActivityCursor } from '@hirehand/shared/account/security-activity';
import type { AuditEventRow } from '../../db/schema/audit';
import { audit } from '../../platform/audit/audit';
import { SECURITY_ACTION_PREFIX, userSubject } from '../../platform/audit/security-activity';
import type { Actor } from '../../platform/auth/auth-guard';
import type { AppContext } from '../../platform/context';

export interface SecurityActivityPage {
  events: AuditEventRow[];
  /** The last event shown, when older ones remain. */
  last: AuditEventRow | null;
}

/**
 * The actor's own security events (platform/audit), newest first: `limit` after the cursor.
 * Only ever the actor's: the subject is taken from the session, never from the request.
 */
export async function listSecurityActivity(props: {
  ctx: AppContext;
  actor: Actor;
  cursor?: string;
  limit: number;
}): Promise<SecurityActivityPage> {
  const before = props.cursor ? (decodeActivityCursor(props.cursor) ?? undefined) : undefined;
  const rows = await audit.listForSubject(props.ctx.db, userSubject(props.actor.userId), {
    actionPrefix: SECURITY_ACTION_PREFIX,
    before,
    limit: props.limit + 1,
  });
  const events = rows.slice(0, props.limit);
  return { events, last: rows.length > props.limit ? (events.at(-1) ?? null) : null };
}
