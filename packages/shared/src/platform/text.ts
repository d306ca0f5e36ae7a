import { z } from 'zod';

export const TEXT_MESSAGES = {
  unstorable: 'Contains characters that are not allowed.',
} as const;

/**
 * U+0000, or a UTF-16 surrogate without its partner. PostgreSQL's text cannot hold
 * a NUL byte and a lone surrogate has no UTF-8 form, so either would fail the query.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text could not be stored (NUL byte or lone surrogate). */
export const hasUnstorableText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/** A string schema that refuses text PostgreSQL cannot store; chain limits after it as usual. */
export const storableText = () =>
  z.string().refine((value) => !hasUnstorableText(value), TEXT_MESSAGES.unstorable);

/**
 * The path of every string (or object key) inside `value` that could not be stored,
 * depth-first. Used by the server on every parsed body, query and path, whatever
 * the route's schema says.
 */
export function unstorableTextPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return hasUnstorableText(value) ? [path] : [];
  if (value === null || typeof value !== 'object' || path.length > 32) return [];
  const found: (string | number)[][] = [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const at = [...path, key];
    if (typeof key === 'string' && hasUnstorableText(key)) found.push(at);
    else found.push(...unstorableTextPaths(item, at));
  }
  return found;
}
