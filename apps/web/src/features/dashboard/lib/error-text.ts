import { ApiError } from '@/lib/api-client';

/** The server's text for a failed call (its detail, or the first field message of a 422), or a fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail ?? Object.values(error.fieldErrors)[0] ?? fallback;
  return fallback;
}
