import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { SESSION_ENDED, type SessionEndReason } from '@hirehand/shared/auth/session-end';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { EventBus } from '../bus/event-bus';
import type { Clock } from '../clock';
import { errors } from '../errors';
import { runGuardsFirst } from './guard-first';
import { findActiveSession, SESSION_REVOKED_EVENT, sessionEndReason, touchSession } from './sessions';
import { assertStaff } from './staff.policy';
import type { TokenService } from './tokens';

export const SESSION_COOKIE = 'hh_session';
const CACHE_MS = 5_000;
const TOUCH_EVERY_MS = 60_000;

/** Who is calling: set by `app.authenticate` on routes that need a signed-in user. */
export interface Actor {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route also accepts the session cookie (the calls the spec makes "with
     * credentials"). Every other route needs the bearer header, so a page on another
     * origin that the browser sends the cookie from cannot act for the user (CSRF).
     */
    sessionCookie?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** A route's guard (`preHandler: app.authenticate`, run as its first onRequest hook): answers 401 unless the request carries a valid token of a live session. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler for public routes that answer more to a signed-in caller: sets `request.actor` when the token is valid, never fails. */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The actor of a valid access token whose session is live (same cache as `authenticate`); null otherwise. */
    verifyAccessToken(token: string): Promise<Actor | null>;
    /**
     * onRequest hook for staff-only routes: sets `request.actor` for staff and answers 404, not
     * 401 or 403, to everyone else (signed out included), before the request is validated.
     */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The bearer token, or the session cookie on the routes that opt in (`config.sessionCookie`). */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  if (request.routeOptions.config?.sessionCookie !== true) return undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * Checks every authenticated request against the sessions table, so a sign-out or
 * revocation takes effect at once. Answers are cached a few seconds per session;
 * revocations announced on the bus clear the cache on every instance. A token whose session is
 * over is refused with a code that says why (password changed, signed out everywhere...), so
 * the device holding it can tell its person instead of just showing the sign-in form.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  deps: { db: Database; tokens: TokenService; bus: EventBus; clock: Clock },
) {
  const cache = new Map<
    string,
    { userId: string | null; until: number; lastSeenAt: number; ended?: SessionEndReason | 'expired' }
  >();
  deps.bus.subscribe((event) => {
    if (event.type === SESSION_REVOKED_EVENT) {
      for (const id of event.payload.sessionIds) cache.delete(id);
    }
  });

  async function liveSessionUser(sessionId: string): Promise<string | null> {
    const now = deps.clock.now().getTime();
    const cached = cache.get(sessionId);
    if (cached && cached.until > now) return cached.userId;
    const session = await findActiveSession(deps.db, sessionId);
    const lastSeenAt = session?.lastSeenAt.getTime() ?? 0;
    if (session && now - lastSeenAt > TOUCH_EVERY_MS) await touchSession(deps.db, session.id, new Date(now));
    cache.set(sessionId, { userId: session?.userId ?? null, until: now + CACHE_MS, lastSeenAt });
    if (cache.size > 10_000) cache.delete(cache.keys().next().value!);
    return session?.userId ?? null;
  }

  /** Why this session is over, for its 401: read once, then kept with the session's cached entry. */
  async function endedBecause(sessionId: string): Promise<SessionEndReason | 'expired'> {
    const cached = cache.get(sessionId);
    if (cached?.ended) return cached.ended;
    const reason = (await sessionEndReason(deps.db, sessionId)) ?? 'expired';
    if (cached) cached.ended = reason;
    return reason;
  }
  const sessionEnded = (reason: SessionEndReason | 'expired') => errors.unauthorized(SESSION_ENDED[reason]);

  async function verify(token: string): Promise<Actor | null> {
    const claims = await deps.tokens.verifyAccessToken(token);
    return claims && (await liveSessionUser(claims.sessionId)) === claims.userId ? claims : null;
  }

  app.decorateRequest('actor', null);
  app.decorate('verifyAccessToken', verify);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token) throw errors.unauthorized(AUTH_ERRORS.notAuthenticated);
    const claims = await deps.tokens.verifyAccessToken(token);
    if (!claims) throw sessionEnded('expired');
    if ((await liveSessionUser(claims.sessionId)) !== claims.userId) {
      throw sessionEnded(await endedBecause(claims.sessionId));
    }
    request.actor = claims;
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token) return;
    const claims = await deps.tokens.verifyAccessToken(token);
    if (claims && (await liveSessionUser(claims.sessionId)) === claims.userId) request.actor = claims;
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const actor = token ? await verify(token) : null;
    await assertStaff(deps.db, actor);
    request.actor = actor;
  });
  // Authenticate before parsing and validating the body, on every route (guard-first.ts).
  runGuardsFirst(app, [app.authenticate, app.identify]);
}

/** The actor of a route guarded by `app.authenticate`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw errors.unauthorized(AUTH_ERRORS.notAuthenticated);
  return request.actor;
}
