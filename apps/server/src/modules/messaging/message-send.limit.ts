import { MESSAGE_RATE_LIMIT } from '@hirehand/shared/messaging/messaging';
import { MESSAGING_ERRORS } from '@hirehand/shared/messaging/messaging-errors';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { type PreHandler, perUserLimit } from '../../platform/request-limit';

const limits = new WeakMap<AppContext, PreHandler>();

/**
 * preHandler (after app.authenticate): MESSAGE_RATE_LIMIT per user. One counter per app,
 * shared by every route that sends a message (text and attachments): each limiter made by
 * createRateLimit keeps its own in-process store, so the routes must share this one.
 */
export function messageSendLimit(app: FastifyInstance): PreHandler {
  const existing = limits.get(app.ctx);
  if (existing) return existing;
  const handler = perUserLimit(app, 'message-send', MESSAGE_RATE_LIMIT, MESSAGING_ERRORS.tooManyMessages);
  limits.set(app.ctx, handler);
  return handler;
}
