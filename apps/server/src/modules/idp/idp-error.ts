import { IDP_ERROR_MESSAGES, type IdpErrorCode } from '@hirehand/shared/idp/idp';
import type { FastifyInstance } from 'fastify';

/** A Firebase-style failure of the identity provider, answered as `{error: {code, message}}`. */
export class IdpError extends Error {
  constructor(
    readonly code: IdpErrorCode,
    readonly statusCode = 400,
  ) {
    super(IDP_ERROR_MESSAGES[code]);
  }
}

/**
 * The identity provider's own error handler (Fastify keeps it inside this plugin):
 * IdpError becomes `{error: {code, message}}`; anything else goes on to the app's handler.
 */
export function registerIdpErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof IdpError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    throw error;
  });
}
