import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** E-mail verification codes (send-verification, verify-email). */
export const verificationRoutes: FastifyPluginAsyncZod = async () => {};
