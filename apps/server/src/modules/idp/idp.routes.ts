import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The built-in identity provider (/api/idp/*) and its JWKS. */
export const idpRoutes: FastifyPluginAsyncZod = async () => {};
