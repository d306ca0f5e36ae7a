import type { SecurityActivityKind, SignInMethod } from '@hirehand/shared/account/security-activity';
import type { Executor } from '../../db/client';
import { type AuditSubject, audit } from './audit';
import { type ClientInfo, summarizeAddress, summarizeDevice } from './client-summary';

/**
 * Security activity: the audit events a person sees about their own account under Settings
 * (`security.<kind>`, subject their user). Every module that signs in, changes credentials or
 * ends sessions records through here, in the transaction of the change.
 */
export const SECURITY_ACTION_PREFIX = 'security.';

export const securityAction = (kind: SecurityActivityKind) => `${SECURITY_ACTION_PREFIX}${kind}`;

export const userSubject = (userId: string): AuditSubject => ({ type: 'user', id: userId });

export interface SecurityEventInput {
  at: Date;
  userId: string;
  /** Who did it when not the person themself (null: the system, or someone not signed in). */
  actorId?: string | null;
  kind: SecurityActivityKind;
  client?: ClientInfo;
  data?: Record<string, unknown>;
}

export function recordSecurityEvent(executor: Executor, event: SecurityEventInput) {
  return audit.record(executor, {
    at: event.at,
    actorId: event.actorId === undefined ? event.userId : event.actorId,
    action: securityAction(event.kind),
    subject: userSubject(event.userId),
    client: event.client,
    data: event.data,
  });
}

const SIGN_INS = [securityAction('signed_in'), securityAction('account_created')];

/**
 * Records a sign-in (or the sign-up that opened the first session), flagging a device or a
 * network the account never signed in from before. The very first sign-in flags nothing:
 * there is nothing to compare it with.
 */
export async function recordSignIn(
  executor: Executor,
  event: { at: Date; userId: string; method: SignInMethod; client: ClientInfo; signUp?: boolean },
) {
  const subject = userSubject(event.userId);
  const device = summarizeDevice(event.client.userAgent);
  const ipSummary = summarizeAddress(event.client.ip);
  const known = !event.signUp && (await audit.hasEarlier(executor, subject, SIGN_INS));
  const newDevice = known && !(await audit.hasEarlier(executor, subject, SIGN_INS, { device }));
  const newAddress =
    known && ipSummary !== null && !(await audit.hasEarlier(executor, subject, SIGN_INS, { ipSummary }));
  return recordSecurityEvent(executor, {
    at: event.at,
    userId: event.userId,
    kind: event.signUp ? 'account_created' : 'signed_in',
    client: event.client,
    data: { method: event.method, new_device: newDevice, new_address: newAddress },
  });
}
