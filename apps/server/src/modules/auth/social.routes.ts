import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Identity-provider sign-in: firebase-login and firebase-register. */
export const socialRoutes: FastifyPluginAsyncZod = async () => {};
