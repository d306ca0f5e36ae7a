import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes land with issue 4.
export const locationRoutes: FastifyPluginAsyncZod = async () => {};
