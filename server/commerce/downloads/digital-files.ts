/**
 * A digital product's file: one per product, its bytes in the store (so
 * every process and machine serves it, and a backup holds it). The owner
 * uploads it (server/editor/routes/digital-files.ts); the demo fixture
 * brings its own (seedFixtureFiles).
 */
import { BYTES_PER_MB } from '../../../editor/file-size.js';
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Store, Tx } from '../../store/index.js';
import type { SiteContent } from '../../../site/content/types.js';
import { ProductType } from '../../../engine/commerce/model.js';

/** The largest file a digital product may have: 25 MiB (the bytes go through the store). */
export const MAX_DIGITAL_FILE_BYTES = 25 * BYTES_PER_MB;
/** Characters of a file's name. */
export const DIGITAL_FILE_NAME_MAX = 200;
const DEFAULT_TYPE = 'application/octet-stream';
/** A MIME type as a header may carry it: nothing that could inject another header. */
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i;

export interface DigitalFileInfo {
  itemId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  uploadedAt: string;
}

/** A file name as it may travel in a Content-Disposition: the last path part, no control characters, bounded. */
export function cleanFileName(raw: string): string {
  return (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, DIGITAL_FILE_NAME_MAX);
}

export function cleanContentType(raw: string | undefined): string {
  const type = (raw ?? '').split(';')[0]!.trim().toLowerCase();
  return MIME.test(type) ? type : DEFAULT_TYPE;
}

export async function saveDigitalFile(store: Store, itemId: string, fileName: string, contentType: string, data: Buffer, now: Date = new Date()): Promise<DigitalFileInfo> {
  const row = {
    item_id: itemId,
    file_name: fileName,
    content_type: contentType,
    size_bytes: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
    uploaded_at: now.toISOString(),
  };
  // One statement that inserts or replaces: processes seeding the demo's files at once (several nodes starting on one database) cannot collide.
  const { item_id: _, ...replaced } = row;
  await store.change((tx) => tx.insertInto('digital_files').values(row).onConflict((oc) => oc.column('item_id').doUpdateSet(replaced)).execute());
  return infoOf(row);
}

export async function digitalFileInfo(db: Tx, itemId: string): Promise<DigitalFileInfo | undefined> {
  const row = await db.selectFrom('digital_files').select(['item_id', 'file_name', 'content_type', 'size_bytes', 'sha256', 'uploaded_at']).where('item_id', '=', itemId).executeTakeFirst();
  return row ? infoOf(row) : undefined;
}

export async function digitalFileData(db: Tx, itemId: string): Promise<{ info: DigitalFileInfo; data: Buffer } | undefined> {
  const row = await db.selectFrom('digital_files').selectAll().where('item_id', '=', itemId).executeTakeFirst();
  return row ? { info: infoOf(row), data: Buffer.from(row.data) } : undefined;
}

export async function deleteDigitalFile(store: Store, itemId: string): Promise<boolean> {
  const r = await store.change((tx) => tx.deleteFrom('digital_files').where('item_id', '=', itemId).executeTakeFirst());
  return r.numDeletedRows > 0n;
}

function infoOf(r: { item_id: string; file_name: string; content_type: string; size_bytes: number; sha256: string; uploaded_at: string }): DigitalFileInfo {
  return { itemId: r.item_id, fileName: r.file_name, contentType: r.content_type, sizeBytes: Number(r.size_bytes), sha256: r.sha256, uploadedAt: r.uploaded_at };
}

/**
 * The files a content fixture folder brings for its digital products
 * (`structuredContent.digitalFile: { path, fileName?, contentType? }`, the
 * path inside the folder), stored once for the products that have none
 * yet. Returns how many were stored.
 */
export async function seedFixtureFiles(store: Store, content: SiteContent, contentPath: string): Promise<number> {
  let root: string;
  try {
    if (!statSync(contentPath).isDirectory()) return 0;
    root = realpathSync(contentPath);
  } catch {
    return 0;
  }
  let stored = 0;
  for (const c of content.collections) {
    for (const item of c.items ?? []) {
      const sc = (item as { structuredContent?: { productType?: unknown; digitalFile?: { path?: unknown; fileName?: unknown; contentType?: unknown } } }).structuredContent;
      const file = sc?.digitalFile;
      if (sc?.productType !== ProductType.DIGITAL || typeof file?.path !== 'string') continue;
      if (await digitalFileInfo(store.db, item.id)) continue;
      let full: string;
      try {
        full = realpathSync(join(root, file.path));
      } catch {
        continue;
      }
      // Only files inside the fixture folder.
      if (!full.startsWith(root + sep)) continue;
      const data = readFileSync(full);
      if (data.length > MAX_DIGITAL_FILE_BYTES) continue;
      const name = cleanFileName(typeof file.fileName === 'string' ? file.fileName : file.path) || 'download';
      await saveDigitalFile(store, item.id, name, cleanContentType(typeof file.contentType === 'string' ? file.contentType : undefined), data);
      stored++;
    }
  }
  return stored;
}
