/**
 * pino, writing JSON lines (to stdout, or to the stream a test gives).
 * Fastify adds the request id to every line of a request as `reqId`.
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config.js';

export function createLogger(level: LogLevel, stream?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'vitrine-render' },
    // Secrets never reach a log line, wherever a caller puts them.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', '*.*.password', 'body.password', 'req.body.password', 'cookieSecret', '*.cookieSecret', 'databaseUrl', '*.databaseUrl', 'database.url', '*.database.url'], censor: '[redacted]' },
  };
  return stream ? pino(options, stream) : pino(options);
}
