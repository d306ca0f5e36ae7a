import { createHmac, hkdfSync, KeyObject, timingSafeEqual } from 'node:crypto';
import type { SigningKey } from '../../platform/auth/signing-key';
import { isUuid } from '../../platform/ids';

/**
 * The match e-mails' tokens (decision 039): what a link may do, signed with HMAC-SHA256 under a
 * key derived (HKDF) from the server's signing key, so every instance sharing that key accepts
 * them and nobody else can make one. A token never expires: an unsubscribe link must keep
 * working in an old e-mail. The text is `<payload>.<signature>`, both base64url.
 */
export type MatchEmailToken =
  /** Stop the smart notification e-mails of this user. */
  | { kind: 'unsubscribe_smart'; userId: string }
  /** Stop (delete) this job alert of this user. */
  | { kind: 'unsubscribe_alert'; userId: string; alertId: string }
  /** Stop every match e-mail of this user: smart notification e-mails and all their job alerts. */
  | { kind: 'unsubscribe_all'; userId: string }
  /** The e-mail sent to this user at this moment (its deliveries' email_sent_at) was opened. */
  | { kind: 'open'; userId: string; sentAt: number }
  /** This delivery's job link was clicked. */
  | { kind: 'click'; deliveryId: string };

const SIGNATURE_BYTES = 16;

function tokenKey(signingKey: SigningKey): Buffer {
  const jwk = KeyObject.from(signingKey.privateKey as Parameters<typeof KeyObject.from>[0]).export({
    format: 'jwk',
  });
  if (!jwk.d) throw new Error('the signing key has no private part');
  return Buffer.from(hkdfSync('sha256', Buffer.from(jwk.d, 'base64url'), 'hirehand', 'match-emails/v1', 32));
}

const keys = new WeakMap<SigningKey, Buffer>();
const keyOf = (signingKey: SigningKey) => {
  let key = keys.get(signingKey);
  if (!key) {
    key = tokenKey(signingKey);
    keys.set(signingKey, key);
  }
  return key;
};

const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest().subarray(0, SIGNATURE_BYTES);

function payloadOf(token: MatchEmailToken): string {
  switch (token.kind) {
    case 'unsubscribe_smart':
      return `us.${token.userId}`;
    case 'unsubscribe_alert':
      return `ua.${token.userId}.${token.alertId}`;
    case 'unsubscribe_all':
      return `ux.${token.userId}`;
    case 'open':
      return `o.${token.userId}.${token.sentAt}`;
    case 'click':
      return `c.${token.deliveryId}`;
  }
}

function parsePayload(text: string): MatchEmailToken | null {
  const [kind, a, b, ...rest] = text.split('.');
  if (rest.length > 0 || !a || !isUuid(a)) return null;
  if (kind === 'us' && b === undefined) return { kind: 'unsubscribe_smart', userId: a };
  if (kind === 'ua' && b && isUuid(b)) return { kind: 'unsubscribe_alert', userId: a, alertId: b };
  if (kind === 'ux' && b === undefined) return { kind: 'unsubscribe_all', userId: a };
  if (kind === 'o' && b && /^\d{1,15}$/.test(b)) return { kind: 'open', userId: a, sentAt: Number(b) };
  if (kind === 'c' && b === undefined) return { kind: 'click', deliveryId: a };
  return null;
}

export function signMatchEmailToken(signingKey: SigningKey, token: MatchEmailToken): string {
  const payload = payloadOf(token);
  const body = Buffer.from(payload).toString('base64url');
  return `${body}.${sign(keyOf(signingKey), payload).toString('base64url')}`;
}

/** The token's meaning, or null when it is malformed or not signed with this server's key. */
export function readMatchEmailToken(signingKey: SigningKey, text: string): MatchEmailToken | null {
  const [body, signature, ...rest] = text.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(keyOf(signingKey), payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parsePayload(payload);
}
