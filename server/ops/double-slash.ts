/**
 * A path starting with `//` or `/\` (`GET //members`): a browser would read
 * such a path, echoed into a link or a Location, as another host, and the
 * router would answer it with some other page. A GET or HEAD is redirected
 * (301) to the path with one leading slash; anything else gets the
 * catalogue's 404.
 */
import type { FastifyInstance } from 'fastify';
import { apiError } from '../errors.js';

const DOUBLE_START = /^\/[/\\]/;
const LEADING = /^[/\\]+/;

/** The single-slash form of a path that starts with several slashes or backslashes. */
export function singleSlashPath(url: string): string {
  return url.replace(LEADING, '/');
}

export function refuseDoubleSlash(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!DOUBLE_START.test(request.url)) return done();
    if (request.method === 'GET' || request.method === 'HEAD') {
      void reply.redirect(singleSlashPath(request.url), 301);
      return;
    }
    const api = apiError('NOT_FOUND', request.method, singleSlashPath(request.url));
    void reply.code(api.statusCode).send(api.toBody());
  });
}
