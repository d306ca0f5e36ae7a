import { ErrorDto } from '@hirehand/shared/platform/errors';
import { STAFF_SECTIONS, StaffAccessDto } from '@hirehand/shared/staff/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The staff console's front door: answers staff with the console's sections, everyone else
 * with 404 (app.requireStaff), so the web shows the console or the not-found page.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/staff/me',
    {
      schema: {
        tags: ['staff'],
        // Not in the public API docs: the staff routes answer 404 to everyone else (decision 024).
        hide: true,
        summary: "The staff console's sections (staff only)",
        response: { 200: StaffAccessDto, 404: ErrorDto },
      },
    },
    async () => ({ sections: [...STAFF_SECTIONS] }),
  );
};
