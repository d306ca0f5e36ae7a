import { IDP_ERROR_MESSAGES, type IdpErrorCode } from '@hirehand/shared/idp/idp';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RequestValidationError } from '../../platform/errors';

/** A Firebase-style failure of the identity provider, answered as `{error: {code, message}}`. */
export class IdpError extends Error {
  /** `message` only where the code's usual text would mislead (a too-common password, a locked address). */
  constructor(
    readonly code: IdpErrorCode,
    readonly statusCode = 400,
    message: string = IDP_ERROR_MESSAGES[code],
  ) {
    super(message);
  }
}

/** Firebase's code for a request it cannot read (malformed JSON, wrong media type, too large). */
const MALFORMED_REQUEST_CODE = 'auth/argument-error';

/** Fastify's own refusals of a request (bad JSON, body too large, wrong media type): 4xx, not validation. */
const isFrameworkClientError = (error: FastifyError) =>
  !hasZodFastifySchemaValidationErrors(error) &&
  !(error instanceof RequestValidationError) &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500;

/**
 * The identity provider's own error handler (Fastify keeps it inside this plugin):
 * IdpError, and Fastify's refusals of a malformed request, become `{error: {code,
 * message}}` (the routes declare that shape, so `{detail}` would fail their schema);
 * validation failures and anything else go on to the app's handler.
 */
export function registerIdpErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof IdpError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    if (isFrameworkClientError(error)) {
      return reply
        .status(error.statusCode!)
        .send({ error: { code: MALFORMED_REQUEST_CODE, message: error.message } });
    }
    throw error;
  });
}
