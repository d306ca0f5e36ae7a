import { PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Keys that reach an object's prototype when code merges or assigns the parsed body. */
function forbiddenKeyIn(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object') continue;
    if (Array.isArray(current)) {
      pending.push(...current);
      continue;
    }
    for (const [key, child] of Object.entries(current)) {
      if (key === '__proto__') return '__proto__';
      if (
        key === 'constructor' &&
        child !== null &&
        typeof child === 'object' &&
        Object.hasOwn(child, 'prototype')
      ) {
        return 'constructor.prototype';
      }
      pending.push(child);
    }
  }
  return null;
}

/**
 * Parses a JSON body. Instead of Fastify's parser, which answers "Body is not valid JSON"
 * to valid JSON carrying a `__proto__` or `constructor.prototype` key, this one says which
 * key it refuses (400 `request.forbidden_key`). JSON.parse defines such keys as plain own
 * properties, so parsing first is safe; the scan runs only when the text could hold one
 * (a key may be spelled with \u escapes).
 */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new HttpError(400, PLATFORM_ERRORS.emptyJson);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, PLATFORM_ERRORS.invalidJson);
  }
  if (/__proto__|constructor|\\u/.test(text)) {
    const key = forbiddenKeyIn(value);
    if (key) throw new HttpError(400, PLATFORM_ERRORS.forbiddenKey(key));
  }
  return value;
}

/** Replaces Fastify's JSON parser for the whole app (plugins that add their own keep theirs). */
export function registerJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
