import type { FastifyInstance } from 'fastify';
import { isApiPath } from './web-client';

/**
 * No API answer that knows who asked, or that hands out a token, may be kept by a
 * browser or a proxy: `Cache-Control: no-store` on every /api answer to a caller with
 * credentials or that sets a cookie, whatever the route said, and on every other /api
 * answer that did not choose its own caching (public documents like the JWKS do).
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url)) return payload;
    const personal =
      request.actor != null || request.headers.authorization !== undefined || reply.hasHeader('set-cookie');
    if (personal || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
