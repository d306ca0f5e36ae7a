import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Google sign-in (OAuth/OIDC or the development provider) and the one-time session exchange. */
export const googleRoutes: FastifyPluginAsyncZod = async () => {};
