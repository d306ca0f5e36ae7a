import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './auth-guard';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

/** The httpOnly cookie for the calls the spec makes "with credentials" (profile/me-enhanced, emergent-session). */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
