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
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config.js';

export const REDACTED = '[redacted]';

/** Where secrets sit in what the service logs (the request, its body, the configuration). */
const REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'password', 'body.password', 'req.body.password', 'cookieSecret', 'databaseUrl', 'database.url'];
/** Names whose values are secret at any level the formatter looks at. */
const SECRET_NAMES = new Set(['password', 'cookieSecret', 'databaseUrl']);
/** How deep below the logged object the formatter looks (pino's `*.password` and `*.*.password`). */
const NESTED_DEPTH = 2;

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

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

export function createLogger(level: LogLevel, stream?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'vitrine-render' },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    formatters: { log: (object: Fields) => censorNested(object, NESTED_DEPTH) },
  };
  return stream ? pino(options, stream) : pino(options);
}
