import type { ValidationIssueDto } from '@hirehand/shared/platform/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** A failure the client caused or may see: answered as `{detail}` with `status`, and its stable `code` when it has one. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code?: string,
  ) {
    super(detail);
  }
}

/** A request refused before its route's schema ran (see text-guard.ts): answered 422 with these items. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly items: ValidationIssueDto[]) {
    super('Request validation failed');
  }
}

/** The 429 text of every limit that has no wording of its own. */
export const RATE_LIMITED_DETAIL = 'Too many requests. Please try again later.';

/**
 * The refusals a service, policy or route throws, one per status, so the status of a
 * failure is named once (`throw errors.forbidden(GIG_MESSAGES.notYourPosting)`).
 */
export const errors = {
  badRequest: (detail: string) => new HttpError(400, detail),
  unauthorized: (detail: string, code?: string) => new HttpError(401, detail, code),
  forbidden: (detail: string) => new HttpError(403, detail),
  notFound: (detail = 'Not Found') => new HttpError(404, detail),
  conflict: (detail: string) => new HttpError(409, detail),
  payloadTooLarge: (detail: string) => new HttpError(413, detail),
  unsupportedMediaType: (detail: string) => new HttpError(415, detail),
  tooManyRequests: (detail = RATE_LIMITED_DETAIL) => new HttpError(429, detail),
  serviceUnavailable: (detail: string) => new HttpError(503, detail),
};

const CONTEXT_LOC: Record<string, string> = { querystring: 'query', params: 'path', headers: 'header' };

function validationItems(error: FastifyError): ValidationIssueDto[] {
  const context = CONTEXT_LOC[error.validationContext ?? 'body'] ?? error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => ({
    loc: [context, ...issue.instancePath.split('/').filter(Boolean)],
    msg: issue.message ?? 'Invalid value',
    type: issue.keyword,
  }));
}

/** One error handler for the whole API: domain errors, 422 validation items, safe 4xx, logged 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.status)
        .send(error.code ? { detail: error.detail, code: error.code } : { detail: error.detail });
    }
    if (error instanceof RequestValidationError) {
      return reply.status(422).send({ detail: error.items });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ detail: validationItems(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ detail: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong media type) carry safe messages.
      return reply.status(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error' });
  });
}
