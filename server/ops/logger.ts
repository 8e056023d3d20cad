/**
 * pino, writing JSON lines (to stdout, or to the stream a test gives).
 * Fastify adds the request id to every line of a request as `reqId`.
 *
 * Secrets never reach a log line, wherever a caller puts them: pino's
 * redaction takes the fixed paths, and the log formatter takes the same
 * secret names one and two levels down any logged object. Those nested
 * names are not given to pino as `*.` paths: a path starting with a
 * wildcard makes pino run its redactor over every child logger's bindings,
 * that is on every request, whether or not anything is logged.
 *
 * Request URLs are logged without the values of their query parameters
 * (reset links, order pages and form posts carry tokens and crumbs there),
 * except for a few known to be harmless.
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config.js';

export const REDACTED = '[redacted]';

/** Where secrets sit in what the service logs (the request, its body, the configuration). */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'body.password',
  'req.body.password',
  'cookieSecret',
  'databaseUrl',
  'database.url',
  'redisUrl',
];
/** Names whose values are secret at any level the formatter looks at (passwords, tokens, crumbs, cookies, card fields). */
export const SECRET_NAMES = new Set([
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'orderToken',
  'cartToken',
  'resetToken',
  'xsrfToken',
  'crumb',
  'cookie',
  'cookies',
  'authorization',
  'x-csrf-token',
  'x-xsrf-token',
  'set-cookie',
  'secret',
  'cookieSecret',
  'databaseUrl',
  'redisUrl',
  'cardNumber',
  'cardCvc',
  'cardExpiry',
  'cvc',
  'captchaToken',
]);
/** How deep below the logged object the formatter looks (pino's `*.password` and `*.*.password`). */
const NESTED_DEPTH = 2;
/** Query parameters whose values say nothing secret; every other value is logged as REDACTED. */
export const HARMLESS_QUERY_PARAMETERS = new Set(['page', 'lang', 'limit', 'format', 'view', 'form', 'error', 'tag', 'category', 'month']);

type Fields = Record<string, unknown>;

/** A plain object: class instances (Fastify's request and reply) are left to their serializers, which read their getters. */
const isObject = (v: unknown): v is Fields => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/** A copy of `value` with secret names censored down to `depth` levels; the caller's object is left alone. */
function censorNested(value: Fields, depth: number): Fields {
  let copy: Fields | undefined;
  for (const [key, v] of Object.entries(value)) {
    let next: unknown = v;
    if (SECRET_NAMES.has(key)) next = REDACTED;
    else if (isObject(v)) {
      next = depth > 0 ? censorNested(v, depth - 1) : v;
      if (key === 'database' && isObject(next) && 'url' in next) next = { ...next, url: REDACTED };
    }
    if (next !== v) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}

/** `url` as logged: the path, and the query's names with only harmless values kept. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came, its value censored
      }
      return eq < 0 || HARMLESS_QUERY_PARAMETERS.has(decoded) ? pair : `${name}=${REDACTED}`;
    });
  return `${url.slice(0, at)}?${kept.join('&')}`;
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the URL's query censored. */
function requestFields(req: RequestLike): Fields {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? loggedUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function createLogger(level: LogLevel, stream?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'vitrine-render' },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: requestFields },
    formatters: { log: (object: Fields) => censorNested(object, NESTED_DEPTH) },
  };
  return stream ? pino(options, stream) : pino(options);
}
