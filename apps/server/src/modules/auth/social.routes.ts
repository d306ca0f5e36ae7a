import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Identity-provider sign-in (firebase-login/register), Google sign-in and the one-time session exchange. */
export const socialRoutes: FastifyPluginAsyncZod = async () => {};
