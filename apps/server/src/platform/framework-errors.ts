import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { PLATFORM_ERRORS, type Refusal } from '@hirehand/shared/platform/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The texts of the answers below (tests compare with them). */
export const FRAMEWORK_MESSAGES = {
  badUrl: PLATFORM_ERRORS.badUrl.detail,
  notFound: PLATFORM_ERRORS.notFound.detail,
  headersTooLarge: PLATFORM_ERRORS.headersTooLarge.detail,
  timeout: PLATFORM_ERRORS.timeout.detail,
  badRequest: PLATFORM_ERRORS.badRequest.detail,
} as const;

/**
 * The security headers of an answer Fastify gives before any route or hook runs
 * (so helmet never sees it): the strictest set, since these answers are JSON only.
 */
export function errorAnswerHeaders(httpsOnly: boolean): Record<string, string> {
  return {
    'content-security-policy':
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    ...(httpsOnly ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode is a 400, a path
 * parameter over the router's length limit names nothing (404). Both `{code, detail}`.
 */
export function frameworkErrorHandler(httpsOnly: boolean) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const [status, refusal]: [number, Refusal] =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [404, PLATFORM_ERRORS.notFound]
        : error.code === 'FST_ERR_BAD_URL'
          ? [400, PLATFORM_ERRORS.badUrl]
          : [400, PLATFORM_ERRORS.badRequest];
    return reply.status(status).headers(errorAnswerHeaders(httpsOnly)).send(refusal);
  };
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (headers over its
 * size limit, a malformed request line) is answered on the raw socket, `{code, detail}`
 * with the same headers, instead of Fastify's own shape.
 */
export function clientErrorHandler(httpsOnly: boolean) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, refusal]: [number, Refusal] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, PLATFORM_ERRORS.headersTooLarge]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, PLATFORM_ERRORS.timeout]
          : [400, PLATFORM_ERRORS.badRequest];
    const body = JSON.stringify({ code: refusal.code, detail: refusal.detail });
    const headers = {
      ...errorAnswerHeaders(httpsOnly),
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    if (socket.writable) {
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
