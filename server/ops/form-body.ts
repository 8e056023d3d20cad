/**
 * Options for @fastify/formbody: a form-encoded body is a query string, so
 * it is parsed like the URL's (server/ops/query-string.ts), with the SPEC's
 * limits: depth 5, arrays of 20, 1,000 parameters.
 */
import { parseQueryString } from './query-string.js';

export const formBody = (bodyLimit?: number): { bodyLimit?: number; parser: (text: string) => Record<string, unknown> } =>
  bodyLimit === undefined ? { parser: parseQueryString } : { bodyLimit, parser: parseQueryString };
