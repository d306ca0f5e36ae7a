import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Account security and privacy: password and e-mail change, password reset, sign out everywhere, export, deletion. */
export const accountRoutes: FastifyPluginAsyncZod = async () => {};
