import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import {
  PLATFORM_ERRORS,
  type Refusal,
  VALIDATION_CODE,
  type ValidationIssueDto,
} from '@hirehand/shared/platform/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * A failure the client caused or may see: answered as `{code, detail}` with `status`. It is
 * built from a Refusal of a catalogue (packages/shared/src/<feature>/*-errors.ts), so no
 * refusal leaves without its stable code (decision 022).
 */
export class HttpError extends Error {
  readonly code: string;
  readonly detail: string;
  constructor(
    readonly status: number,
    refusal: Refusal,
  ) {
    super(refusal.detail);
    this.code = refusal.code;
    this.detail = refusal.detail;
  }

  /** Fastify's name for the status, so plugins' own handlers (the identity provider's) see a client error. */
  get statusCode() {
    return this.status;
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
export const RATE_LIMITED_DETAIL = PLATFORM_ERRORS.rateLimited.detail;

/**
 * The refusals a service, policy or route throws, one per status, so the status of a
 * failure is named once. Each takes a Refusal (`{code, detail}`) from a catalogue:
 * `throw errors.forbidden(GIG_ERRORS.notYourPosting)`. A bare text does not compile.
 */
export const errors = {
  badRequest: (refusal: Refusal) => new HttpError(400, refusal),
  unauthorized: (refusal: Refusal = AUTH_ERRORS.notAuthenticated) => new HttpError(401, refusal),
  forbidden: (refusal: Refusal) => new HttpError(403, refusal),
  notFound: (refusal: Refusal = PLATFORM_ERRORS.notFound) => new HttpError(404, refusal),
  conflict: (refusal: Refusal) => new HttpError(409, refusal),
  payloadTooLarge: (refusal: Refusal) => new HttpError(413, refusal),
  unsupportedMediaType: (refusal: Refusal) => new HttpError(415, refusal),
  tooManyRequests: (refusal: Refusal = PLATFORM_ERRORS.rateLimited) => new HttpError(429, refusal),
  serviceUnavailable: (refusal: Refusal) => new HttpError(503, refusal),
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

/**
 * Fastify's own client errors (its FST_ERR_* codes) with our code and text: never Fastify's
 * wording, which names its internals ("content-type is set to 'application/json'").
 */
const FRAMEWORK_REFUSALS: Record<string, Refusal> = {
  FST_ERR_CTP_INVALID_JSON_BODY: PLATFORM_ERRORS.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: PLATFORM_ERRORS.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: PLATFORM_ERRORS.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: PLATFORM_ERRORS.unsupportedMediaType,
};

/** The code and text of a client error that did not come from our catalogue (a plugin's, Fastify's). */
export function frameworkRefusal(error: FastifyError, status: number): Refusal {
  const known = error.code ? FRAMEWORK_REFUSALS[error.code] : undefined;
  if (known) return known;
  if (status === 413) return { ...PLATFORM_ERRORS.bodyTooLarge, detail: error.message };
  if (status === 415) return { ...PLATFORM_ERRORS.unsupportedMediaType, detail: error.message };
  if (status === 404) return PLATFORM_ERRORS.notFound;
  if (status === 429) return PLATFORM_ERRORS.rateLimited;
  // Other plugins' client errors (multipart's, the cookie parser's) carry safe messages.
  return { ...PLATFORM_ERRORS.badRequest, detail: error.message };
}

/** One error handler for the whole API: domain errors, 422 validation items, safe 4xx, logged 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ code: error.code, detail: error.detail });
    }
    if (error instanceof RequestValidationError) {
      return reply.status(422).send({ code: VALIDATION_CODE, detail: error.items });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ code: VALIDATION_CODE, detail: validationItems(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(PLATFORM_ERRORS.internal);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(frameworkRefusal(error, status));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(PLATFORM_ERRORS.internal);
  });
}
