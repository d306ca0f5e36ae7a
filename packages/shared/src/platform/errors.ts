import { z } from 'zod';

/**
 * `{detail: "text"}`: every error the API answers, except request validation; `code`, when
 * present, is stable for clients to map (e.g. `auth.session_revoked.password_changed`).
 */
export const ErrorDto = z.object({ detail: z.string(), code: z.string().optional() });
export type ErrorDto = z.infer<typeof ErrorDto>;

/** One request-validation failure; clients map `loc[1]` to the form field. */
export const ValidationIssueDto = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssueDto = z.infer<typeof ValidationIssueDto>;

/** 422 body: `{detail: [{loc, msg, type}]}`. */
export const ValidationErrorDto = z.object({ detail: z.array(ValidationIssueDto) });
export type ValidationErrorDto = z.infer<typeof ValidationErrorDto>;

/** Both error shapes: a client reading `detail` must handle either. */
export const ApiErrorDto = z.union([ErrorDto, ValidationErrorDto]);
export type ApiErrorDto = z.infer<typeof ApiErrorDto>;
