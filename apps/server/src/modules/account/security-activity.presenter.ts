import {
  encodeActivityCursor,
  SECURITY_ACTIVITY_KINDS,
  type SecurityActivityItemDto,
  type SecurityActivityKind,
  type SecurityActivityPageDto,
  SIGN_IN_METHODS,
  type SignInMethod,
} from '@hirehand/shared/account/security-activity';
import type { AuditEventRow } from '../../db/schema/audit';
import { SECURITY_ACTION_PREFIX } from '../../platform/audit/security-activity';
import type { SecurityActivityPage } from './security-activity.service';

const kindOf = (action: string): SecurityActivityKind | null => {
  const kind = action.slice(SECURITY_ACTION_PREFIX.length);
  return (SECURITY_ACTIVITY_KINDS as readonly string[]).includes(kind)
    ? (kind as SecurityActivityKind)
    : null;
};

const methodOf = (value: unknown): SignInMethod | null =>
  (SIGN_IN_METHODS as readonly unknown[]).includes(value) ? (value as SignInMethod) : null;

/** One event as the person sees it: kind, time, device and network, never raw data. */
function toItem(row: AuditEventRow, kind: SecurityActivityKind): SecurityActivityItemDto {
  const data = row.data ?? {};
  return {
    id: row.id,
    kind,
    occurred_at: row.createdAt.toISOString(),
    device: row.device,
    approximate_address: row.ipSummary,
    new_device: data.new_device === true,
    new_address: data.new_address === true,
    method: methodOf(data.method),
    sessions_ended: typeof data.sessions_ended === 'number' ? data.sessions_ended : null,
  };
}

export function toSecurityActivityPage(page: SecurityActivityPage): SecurityActivityPageDto {
  const items = page.events.flatMap((row) => {
    const kind = kindOf(row.action);
    return kind ? [toItem(row, kind)] : [];
  });
  return {
    items,
    next_cursor: page.last ? encodeActivityCursor(page.last.createdAt, page.last.id) : null,
  };
}
