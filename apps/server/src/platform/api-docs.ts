import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';

/**
 * OpenAPI built from the routes' zod schemas; the explorer at /api/docs, the document at /api/docs/json.
 *
 * The explorer runs under the pages' own CSP (security.ts): its HTML loads only its files from
 * our origin, with no inline script or style. Its standalone layout's top bar is left out: that
 * bar renders Swagger's logo as an SVG with an inline `<style>`, which the policy blocks, then
 * swaps it for a data: image; the operations, models and "Try it out" need none of it.
 */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'HireHand API', version: APP_VERSION },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No policy of its own (its default allows https: styles and fonts and framing by the same origin).
    staticCSP: false,
    uiConfig: { layout: 'BaseLayout', deepLinking: true },
  });
}
