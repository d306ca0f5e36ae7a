import { GOOGLE_FLOWS, type GoogleFlow } from '@hirehand/shared/auth/google';
import { type Locale, matchLocale } from '@hirehand/shared/locale/locales';
import { canonicalTimeZone } from '@hirehand/shared/locale/time-zones';
import { USER_TYPES, type UserType } from '@hirehand/shared/users/user-types';
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { SigningKey } from '../../../platform/auth/signing-key';

/** The short-lived, signed, httpOnly cookie that carries one sign-in attempt from start to callback. */
export const GOOGLE_FLOW_COOKIE = 'hh_google_flow';
const FLOW_TTL_SECONDS = 10 * 60;
const FLOW_AUDIENCE = 'hirehand:google-flow';

export interface GoogleFlowState {
  flow: GoogleFlow;
  state: string;
  codeVerifier: string;
  /** The account type chosen on the registration form, for an account this sign-in creates. */
  userType?: UserType;
  /** The browser's time zone and language, for an account this sign-in creates (decision 023). */
  timeZone?: string;
  locale?: Locale;
}

/** What the form says about an account a first sign-in creates. */
export interface NewAccountChoices {
  userType?: UserType;
  timeZone?: string;
  locale?: Locale;
}

/** A fresh attempt; the state names its flow, so even a lost cookie tells form from popup. */
export function newFlowState(flow: GoogleFlow, choices: NewAccountChoices = {}): GoogleFlowState {
  return { flow, state: `${flow}.${generateState()}`, codeVerifier: generateCodeVerifier(), ...choices };
}

const isUserType = (value: unknown): value is UserType => (USER_TYPES as readonly unknown[]).includes(value);

/** The flow a state string belongs to, if it names one. */
export function flowOfState(state: unknown): GoogleFlow | null {
  const prefix = typeof state === 'string' ? state.split('.')[0] : '';
  return (GOOGLE_FLOWS as readonly string[]).includes(prefix ?? '') ? (prefix as GoogleFlow) : null;
}

export async function setFlowCookie(
  reply: FastifyReply,
  key: SigningKey,
  value: GoogleFlowState,
  secure: boolean,
) {
  const token = await new SignJWT({
    flow: value.flow,
    state: value.state,
    cv: value.codeVerifier,
    ut: value.userType,
    tz: value.timeZone,
    lc: value.locale,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'hh-google-flow' })
    .setAudience(FLOW_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
    .sign(key.privateKey);
  reply.setCookie(GOOGLE_FLOW_COOKIE, token, {
    httpOnly: true,
    // Lax: Google's redirect back is a top-level GET navigation, which carries Lax cookies.
    sameSite: 'lax',
    secure,
    path: '/api',
    maxAge: FLOW_TTL_SECONDS,
  });
}

export function clearFlowCookie(reply: FastifyReply) {
  reply.clearCookie(GOOGLE_FLOW_COOKIE, { path: '/api' });
}

/**
 * The attempt in the request's cookie, only if its signature and expiry hold and
 * its state equals the one the provider sent back (CSRF protection); else null.
 */
export async function readFlowCookie(
  request: FastifyRequest,
  key: SigningKey,
  returnedState: unknown,
): Promise<GoogleFlowState | null> {
  const token = request.cookies[GOOGLE_FLOW_COOKIE];
  if (!token || typeof returnedState !== 'string') return null;
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: ['ES256'],
      audience: FLOW_AUDIENCE,
      typ: 'hh-google-flow',
    });
    const flow = flowOfState(payload.state);
    if (!flow || payload.flow !== flow || payload.state !== returnedState || typeof payload.cv !== 'string')
      return null;
    const userType = isUserType(payload.ut) ? payload.ut : undefined;
    const timeZone = canonicalTimeZone(payload.tz) ?? undefined;
    const locale = matchLocale(payload.lc) ?? undefined;
    return { flow, state: payload.state as string, codeVerifier: payload.cv, userType, timeZone, locale };
  } catch {
    return null;
  }
}
