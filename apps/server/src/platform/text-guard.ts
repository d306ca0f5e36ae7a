import type { ValidationIssueDto } from '@hirehand/shared/platform/errors';
import { TEXT_MESSAGES, unstorableTextPaths } from '@hirehand/shared/platform/text';
import type { FastifyInstance } from 'fastify';
import { RequestValidationError } from './errors';

/**
 * Every route's path, query and body, before its own schema: text PostgreSQL cannot
 * store (a NUL byte, a lone surrogate) is a 422 pointing at the field, whatever the
 * schema allows, rather than a failed query. Registered before the routes, so it runs
 * on all of them.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const items: ValidationIssueDto[] = [];
    const parts = [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [where, value] of parts) {
      for (const path of unstorableTextPaths(value)) {
        items.push({ loc: [where, ...path], msg: TEXT_MESSAGES.unstorable, type: 'unstorable_text' });
      }
    }
    if (items.length > 0) throw new RequestValidationError(items);
  });
}
