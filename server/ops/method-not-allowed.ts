/**
 * 405 with `Allow` for API paths asked with a method they do not take
 * (Fastify answers 404, and a GET would reach the site's HTML 404). Used
 * by a plugin on its own routes: `trackMethods` notes each path's methods
 * as routes are declared, `methodNotAllowedRoutes` then declares the other
 * methods of each path, answered by the plugin's own error shape.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';

/** The methods an API path may be asked with (HEAD follows GET; OPTIONS is left to CORS). */
export const API_METHODS: readonly HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** Route config of the 405 routes, so hooks (the crumb check) can let them through to their answer. */
export const METHOD_NOT_ALLOWED_CONFIG = { methodNotAllowed: true } as const;

/** Starts noting the methods of each path declared in `app` from now on. */
export function trackMethods(app: FastifyInstance): Map<string, Set<string>> {
  const methods = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if ((route.config as { methodNotAllowed?: boolean } | undefined)?.methodNotAllowed) return;
    const set = methods.get(route.url) ?? new Set<string>();
    for (const m of ([] as string[]).concat(route.method)) set.add(m);
    methods.set(route.url, set);
  });
  return methods;
}

/** Declares every other method of each tracked path; `answer` sends the 405 (the `Allow` header is set). */
export function methodNotAllowedRoutes(
  app: FastifyInstance,
  methods: Map<string, Set<string>>,
  answer: (request: FastifyRequest, reply: FastifyReply, allow: string) => unknown,
): void {
  for (const [url, allowed] of [...methods]) {
    const others = API_METHODS.filter((m) => !allowed.has(m));
    if (!others.length) continue;
    const allow = [...allowed].sort().join(', ');
    app.route({
      method: others as HTTPMethods[],
      url,
      config: METHOD_NOT_ALLOWED_CONFIG,
      handler: async (request, reply) => answer(request, reply.code(405).header('allow', allow), allow),
    });
  }
}
