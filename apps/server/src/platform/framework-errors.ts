import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export const FRAMEWORK_MESSAGES = {
  badUrl: 'The address is not valid.',
  notFound: 'Not Found',
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long.',
  badRequest: 'Bad Request',
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
 * parameter over the router's length limit names nothing (404). Both `{detail}`.
 */
export function frameworkErrorHandler(httpsOnly: boolean) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const [status, detail] =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [404, FRAMEWORK_MESSAGES.notFound]
        : error.code === 'FST_ERR_BAD_URL'
          ? [400, FRAMEWORK_MESSAGES.badUrl]
          : [400, FRAMEWORK_MESSAGES.badRequest];
    return reply.status(status).headers(errorAnswerHeaders(httpsOnly)).send({ detail });
  };
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (headers over its
 * size limit, a malformed request line) is answered on the raw socket, `{detail}`
 * with the same headers, instead of Fastify's own shape.
 */
export function clientErrorHandler(httpsOnly: boolean) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, detail] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, FRAMEWORK_MESSAGES.headersTooLarge]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, FRAMEWORK_MESSAGES.timeout]
          : [400, FRAMEWORK_MESSAGES.badRequest];
    const body = JSON.stringify({ detail });
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
