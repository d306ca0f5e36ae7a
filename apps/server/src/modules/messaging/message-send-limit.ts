import { MESSAGE_RATE_LIMIT, MESSAGING_MESSAGES } from '@hirehand/shared/messaging/messaging';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/errors';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const limits = new WeakMap<AppContext, PreHandler>();

/**
 * preHandler (after app.authenticate): MESSAGE_RATE_LIMIT per user. One counter per app,
 * shared by every route that sends a message (text and attachments): each limiter made by
 * createRateLimit keeps its own in-process store, so the routes must share this one.
 */
export function messageSendLimit(app: FastifyInstance): PreHandler {
  const existing = limits.get(app.ctx);
  if (existing) return existing;
  const check = app.createRateLimit({
    ...MESSAGE_RATE_LIMIT,
    keyGenerator: (request) => `message-send:${request.actor?.userId ?? request.ip}`,
  });
  const handler: PreHandler = async (request, reply) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new HttpError(429, MESSAGING_MESSAGES.tooManyMessages);
    }
  };
  limits.set(app.ctx, handler);
  return handler;
}
