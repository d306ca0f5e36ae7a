import type { FastifyInstance, RouteOptions } from 'fastify';

type Hook =
  NonNullable<RouteOptions['preHandler']> extends infer H ? (H extends unknown[] ? H[number] : H) : never;

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Routes name their guard where Fastify's docs put it (`preHandler: app.authenticate`), but a
 * preHandler runs after body parsing and validation: a request without a token got a 400 for
 * its JSON or a 422 for its fields, telling a stranger what the route accepts. Every route
 * added after this call gets the given guards moved to the front of its onRequest hooks (after
 * the route's rate limit), so the sign-in check answers first: 401 before 400, 415 or 422.
 * The other preHandlers keep their order and still see `request.actor`.
 */
export function runGuardsFirst(app: FastifyInstance, guards: Hook[]) {
  app.addHook('onRoute', (route) => {
    const preHandlers = asList(route.preHandler) as Hook[];
    const moved = preHandlers.filter((hook) => guards.includes(hook));
    if (moved.length === 0) return;
    route.preHandler = preHandlers.filter((hook) => !guards.includes(hook)) as RouteOptions['preHandler'];
    route.onRequest = [...(asList(route.onRequest) as Hook[]), ...moved] as RouteOptions['onRequest'];
  });
}
