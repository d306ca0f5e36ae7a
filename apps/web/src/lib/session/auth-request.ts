import { ApiError, refusalOf, textOfRefusal } from '../api-client';
import { endStoredSession, getSession } from './session';

/**
 * A non-JSON call with the stored bearer token (multipart uploads, file downloads): answers the
 * Response when ok; otherwise throws ApiError with the server's detail. A 401 ends the session
 * and opens sign-in, as authFetch does.
 */
export async function authRequest(path: string, init: { method?: string; body?: BodyInit } = {}) {
  const token = getSession()?.token;
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers: token ? { authorization: `Bearer ${token}` } : undefined,
    body: init.body,
    credentials: 'same-origin',
  });
  if (response.ok) return response;
  let detail: string | undefined;
  let code: string | undefined;
  try {
    const refusal = refusalOf(await response.json());
    code = refusal.code;
    detail = textOfRefusal(code, typeof refusal.detail === 'string' ? refusal.detail : undefined);
  } catch {
    // Not JSON: no detail to show.
  }
  const error = new ApiError(response.status, detail, {}, code);
  if (response.status === 401) endStoredSession(error);
  throw error;
}
