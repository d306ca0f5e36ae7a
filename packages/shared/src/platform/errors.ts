import { z } from 'zod';

/**
 * A refusal's stable code (decision 022): `<area>.<reason>` in snake_case (`auth.invalid_credentials`,
 * `gigs.not_your_posting`), or one platform-wide word for what every route can answer
 * (`validation`, `rate_limited`, `not_found`, `unauthorized`). A code never changes once
 * shipped; its `detail` text may.
 */
export const ERROR_CODE_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)?$/;

/** What the API answers when it refuses: a stable code for programs, a text for people. */
export interface Refusal {
  readonly code: string;
  readonly detail: string;
}

/**
 * Declares one refusal of a feature's catalogue (`<feature>-errors.ts`): the code beside
 * the text, so a refusal cannot exist without a code.
 */
export const refusal = (code: string, detail: string): Refusal => ({ code, detail });

/** The refusals every route can give, whatever its feature. */
export const PLATFORM_ERRORS = {
  notFound: refusal('not_found', 'Not Found'),
  rateLimited: refusal('rate_limited', 'Too many requests. Please try again later.'),
  internal: refusal('internal', 'Internal server error'),
  invalidJson: refusal('request.invalid_json', 'Body is not valid JSON'),
  emptyJson: refusal('request.empty_json', 'The body is empty but says it is JSON.'),
  forbiddenKey: (key: string) =>
    refusal('request.forbidden_key', `The body has a key that is not allowed: ${key}`),
  bodyTooLarge: refusal('request.body_too_large', 'The request body is too large.'),
  unsupportedMediaType: refusal('request.unsupported_media_type', 'This content type is not accepted here.'),
  badUrl: refusal('request.bad_url', 'The address is not valid.'),
  headersTooLarge: refusal('request.headers_too_large', 'The request headers are too large.'),
  timeout: refusal('request.timeout', 'The request took too long.'),
  badRequest: refusal('request.malformed', 'Bad Request'),
  serviceUnavailable: refusal('service_unavailable', 'The service is unavailable. Please try again later.'),
  databaseUnavailable: refusal('health.database_unavailable', 'Database unavailable'),
  // The socket's refusals, answered over HTTP before the upgrade.
  originNotAllowed: refusal('realtime.origin_not_allowed', 'Origin not allowed'),
  tooManySockets: refusal('realtime.too_many_connections', 'Too many open connections'),
} as const;

/** The `code` of every 422 request-validation answer. */
export const VALIDATION_CODE = 'validation';

/** `{code, detail}`: every error the API answers, except request validation. */
export const ErrorDto = z.object({
  code: z.string().regex(ERROR_CODE_PATTERN).meta({
    description:
      'Stable code of the refusal (`<area>.<reason>`, or `not_found`, `rate_limited`, `unauthorized`...); clients branch on it, never on `detail` (decision 022).',
    example: 'auth.invalid_credentials',
  }),
  detail: z.string().meta({ description: 'A text for people, in English; it may change.' }),
});
export type ErrorDto = z.infer<typeof ErrorDto>;

/** One request-validation failure; clients map `loc[1]` to the form field. */
export const ValidationIssueDto = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssueDto = z.infer<typeof ValidationIssueDto>;

/** 422 body: `{code: 'validation', detail: [{loc, msg, type}]}`. */
export const ValidationErrorDto = z.object({
  code: z.literal(VALIDATION_CODE),
  detail: z.array(ValidationIssueDto),
});
export type ValidationErrorDto = z.infer<typeof ValidationErrorDto>;

/** Both error shapes: a client reading `detail` must handle either. */
export const ApiErrorDto = z.union([ErrorDto, ValidationErrorDto]);
export type ApiErrorDto = z.infer<typeof ApiErrorDto>;
