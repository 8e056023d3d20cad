/**
 * Security headers (@fastify/helmet, its defaults: CSP, HSTS, nosniff,
 * frame options, ...) and response compression (@fastify/compress: br,
 * gzip or deflate as the client asks, for bodies of 1 KiB and more).
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';

export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerHardening(app: FastifyInstance): Promise<void> {
  await app.register(helmet, { global: true });
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });
}
