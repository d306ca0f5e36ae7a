import type { ValidationIssueDto } from '@hirehand/shared/platform/errors';
import { IDEMPOTENCY_HEADER } from '@hirehand/shared/platform/idempotency';
import i18n from 'i18next';

/**
 * A failed API call: `code` is the refusal's stable code (decision 022); `detail` is the text to
 * show (the web's own for a code it knows, else the server's); `fieldErrors` maps 422 items by `loc[1]`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    readonly fieldErrors: Record<string, string> = {},
    readonly code?: string,
  ) {
    super(detail ?? `API call failed: ${status}`);
  }
}

/** The web's text for a known error code (`common` errors.*), else the server's detail. */
export function textOfRefusal(code: string | undefined, detail: string | undefined): string | undefined {
  const key = `errors.${code}`;
  if (code && i18n.exists(key, { ns: 'common' })) {
    const text = i18n.t(key as never, { ns: 'common' }) as unknown;
    if (typeof text === 'string') return text;
  }
  return detail;
}

/** The `{code, detail}` of an error answer's body, whatever shape it has. */
export function refusalOf(body: unknown): { code?: string; detail?: unknown } {
  const { code, detail } = (body ?? {}) as { code?: unknown; detail?: unknown };
  return { code: typeof code === 'string' ? code : undefined, detail };
}

function toApiError(status: number, body: unknown): ApiError {
  const { code, detail } = refusalOf(body);
  if (typeof detail === 'string') return new ApiError(status, textOfRefusal(code, detail), {}, code);
  if (Array.isArray(detail)) {
    const fieldErrors: Record<string, string> = {};
    for (const item of detail as ValidationIssueDto[]) {
      const field = item.loc?.[1];
      if (field !== undefined && !(String(field) in fieldErrors)) fieldErrors[String(field)] = item.msg;
    }
    return new ApiError(status, undefined, fieldErrors, code);
  }
  return new ApiError(status, textOfRefusal(code, undefined), {}, code);
}

/** Options of one API call; `token` adds a bearer Authorization header, `credentials` defaults to same-origin. */
export interface ApiFetchInit {
  method?: string;
  body?: unknown;
  token?: string | null;
  credentials?: RequestCredentials;
  /** Sent as Idempotency-Key: one per submission (lib/submission-key.ts) on creating calls. */
  idempotencyKey?: string;
}

/** JSON request to the API on the same origin; throws ApiError for any non-2xx answer. */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, init)).body;
}

/** apiFetch that also gives the answer's headers (e.g. a list's total count beside the list). */
export async function apiFetchWithHeaders<T>(
  path: string,
  init: ApiFetchInit = {},
): Promise<{ body: T; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.idempotencyKey) headers[IDEMPOTENCY_HEADER] = init.idempotencyKey;
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: init.credentials ?? 'same-origin',
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw toApiError(response.status, body);
  return { body: body as T, headers: response.headers };
}
