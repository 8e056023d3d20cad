/**
 * The owner's uploads at `/uploads/NAME` (upload-store.ts): images resized
 * to the `?format=Nw` widths the image formatters ask for, like the
 * template's own assets; audio and video streamed from disk with their
 * type and byte ranges (206, so players seek). Only names the upload store
 * makes are served, each with the type of its extension. An image whose
 * processing job is not done (upload-jobs.ts) is never sent as stored: it
 * is cleaned of its metadata for the request and not cached (no-store),
 * since the clean file soon takes its place under the same name. So is an
 * image stored before jobs existed until its legacy job is done, and one
 * whose legacy job failed (kept for the pages that show it): cleaned per
 * request, or not found when sharp cannot clean it.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AssetServer, ASSET_MAX_AGE } from '../../../site/assets.js';
import { typeOfExtension } from './sniff-type.js';
import { byteRange } from './byte-range.js';
import { isUploadName, UPLOADS_PATH } from './upload-store.js';
import { stripMetadata } from './strip-metadata.js';
import { CONTENT_LIMITS } from '../../../engine/limits.js';

/** The upload extensions the asset server resizes (site/assets.ts: not GIF). */
const RESIZED_EXTENSIONS = new Set(['jpg', 'png', 'webp']);

type FileRequest = FastifyRequest<{ Params: { name: string }; Querystring: Record<string, string | undefined> }>;

export interface UploadedFileOptions {
  dir: string;
  /** Whether an image upload's stored bytes may still hold metadata (upload-jobs.ts); absent: never. */
  unfinished?: (id: string) => Promise<boolean>;
}

export async function uploadedFileRoutes(app: FastifyInstance, { dir, unfinished }: UploadedFileOptions): Promise<void> {
  const root = dir.replace(/[\\/]+$/, '');
  const files = new AssetServer(root);
  app.get(`${UPLOADS_PATH}:name`, async (req: FileRequest, reply: FastifyReply) => {
    const name = req.params.name;
    if (!isUploadName(name)) return reply.callNotFound();
    const type = typeOfExtension(name.slice(name.indexOf('.') + 1));
    if (!type) return reply.callNotFound();
    if (type.kind !== 'image') {
      // A name is never reused (a new content id per upload): cached like any asset.
      reply.header('cache-control', `public, max-age=${ASSET_MAX_AGE}`);
      return sendMedia(req, reply, join(root, name), type.type);
    }
    const format = req.query.format;
    // The resized widths keep no metadata (assets.ts): only the stored file itself (any other format: a GIF's, a width not offered) waits for its job.
    if (!resizedCopy(name, format) && unfinished && (await unfinished(name.slice(0, name.indexOf('.'))))) {
      const path = join(root, name);
      if (!(await stat(path).catch(() => null))?.isFile()) return reply.callNotFound();
      // A file its job is taking away (failed, cancelled) may go meanwhile: not found, as it soon is. One that cannot be cleaned is not sent either.
      const clean = await stripMetadata(path, type.type).catch(() => null);
      if (!clean) return reply.callNotFound();
      return reply.header('cache-control', 'no-store').type(type.type).send(clean);
    }
    reply.header('cache-control', `public, max-age=${ASSET_MAX_AGE}`);
    const file = await files.get(name, typeof format === 'string' ? format : undefined);
    if (!file) return reply.callNotFound();
    return reply.type(file.type).send(file.body);
  });
}

/** Whether the asset server answers this request with a resized copy (made by sharp, no metadata) rather than the stored bytes. */
function resizedCopy(name: string, format: string | undefined): boolean {
  if (format === undefined || !/^\d+w$/.test(format) || !RESIZED_EXTENSIONS.has(name.slice(name.indexOf('.') + 1))) return false;
  return (CONTENT_LIMITS.imageWidths as readonly number[]).includes(parseInt(format, 10));
}

async function sendMedia(req: FileRequest, reply: FastifyReply, path: string, type: string): Promise<unknown> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return reply.callNotFound();
  const size = info.size;
  reply.header('accept-ranges', 'bytes').header('last-modified', info.mtime.toUTCString()).type(type);
  // If-Range with another validator than ours: the whole file, as the RFC says.
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== info.mtime.toUTCString() ? null : byteRange(req.headers.range, size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
  if (range === null) return reply.header('content-length', size).send(createReadStream(path));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(path, { start: range.start, end: range.end }));
}
