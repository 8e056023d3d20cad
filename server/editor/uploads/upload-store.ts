/**
 * Files the owner uploads (images, audio, video: editor/upload-kinds.ts),
 * kept in the uploads folder (under the data folder, beside the SQLite
 * file) and served at `/uploads/NAME`. A file is named by a new content id
 * and the extension of its real type, read from its first bytes (never
 * from the name or the header the client sends). The bytes go to disk as
 * they arrive (a video is never whole in memory), counted against the
 * kind's limit; sharp reads an image's size, which the site's image
 * formatters need (`originalSize`, WxH). Several machines need a shared
 * folder here.
 */
import { mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSharp } from '../../../site/sharp-loader.js';
import { CONTENT_LIMITS } from '../../../engine/limits.js';
import { MAX_UPLOAD_BYTES_OF, UPLOAD_TYPES, type UploadKind } from '../../../editor/upload-kinds.js';
import { newContentId } from '../doc.js';
import { SNIFF_BYTES, sniffType } from './sniff-type.js';

/** Where uploaded files are served. */
export const UPLOADS_PATH = '/uploads/';

export interface UploadedImage {
  id: string;
  assetUrl: string;
  contentType: string;
  originalSize: string;
  systemDataVariants: string;
  filename: string;
}

/** An uploaded audio or video file. */
export interface UploadedMedia {
  id: string;
  kind: 'audio' | 'video';
  assetUrl: string;
  contentType: string;
  filename: string;
  bytes: number;
}

export type UploadResult = { ok: true; kind: 'image'; file: UploadedImage } | { ok: true; kind: 'audio' | 'video'; file: UploadedMedia } | { ok: false; reason: 'not-supported' | 'too-large' };

const EXTENSIONS = Object.values(UPLOAD_TYPES).flatMap((list) => list.map((t) => t.ext));
/** An upload's name: a content id and an accepted extension, nothing that could leave the folder. */
const UPLOAD_NAME = new RegExp(`^([0-9a-f]{24})\\.(${EXTENSIONS.join('|')})$`);
const UPLOAD_ID = /^[0-9a-f]{24}$/;
const IMAGE_EXTENSIONS = new Set(UPLOAD_TYPES.image.map((t) => t.ext));

export const isUploadName = (name: string): boolean => UPLOAD_NAME.test(name);
export const isImageUploadName = (name: string): boolean => isUploadName(name) && IMAGE_EXTENSIONS.has(name.slice(name.indexOf('.') + 1));

/** The image type of `bytes`, or null when it is none Vitrine accepts. */
export function imageType(bytes: Buffer): { type: string; ext: string } | null {
  const hit = sniffType(bytes);
  return hit?.kind === 'image' ? { type: hit.type, ext: hit.ext } : null;
}

type Body = Buffer | AsyncIterable<Buffer | Uint8Array | string>;

export class UploadStore {
  constructor(readonly dir: string) {}

  /**
   * Stores a file that must be of `kind`: refused when its bytes are of no
   * accepted type of that kind (or sharp cannot read an image), or when it
   * grows past the kind's limit (reading stops there; the partial file is removed).
   */
  async save(body: Body, filename: string, kind: UploadKind = 'image'): Promise<UploadResult> {
    const max = MAX_UPLOAD_BYTES_OF[kind];
    await mkdir(this.dir, { recursive: true });
    const id = newContentId();
    // `.part` is no upload name: never served or listed while it arrives.
    const part = join(this.dir, `${id}.part`);
    const handle = await open(part, 'wx');
    let total = 0;
    let head = Buffer.alloc(0);
    let sniffed: ReturnType<typeof sniffType> | undefined;
    const refuse = async (reason: 'not-supported' | 'too-large'): Promise<UploadResult> => {
      await handle.close().catch(() => undefined);
      await unlink(part).catch(() => undefined);
      return { ok: false, reason };
    };
    try {
      for await (const raw of Buffer.isBuffer(body) ? [body] : body) {
        const chunk = typeof raw === 'string' ? Buffer.from(raw) : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
        total += chunk.length;
        if (total > max) return await refuse('too-large');
        if (sniffed === undefined) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
          if (head.length >= SNIFF_BYTES) {
            sniffed = sniffType(head);
            if (sniffed?.kind !== kind) return await refuse('not-supported');
          }
        }
        await handle.write(chunk);
      }
    } catch (e) {
      await refuse('not-supported');
      throw e;
    }
    await handle.close();
    if (sniffed === undefined) sniffed = sniffType(head);
    if (!sniffed || sniffed.kind !== kind) {
      await unlink(part).catch(() => undefined);
      return { ok: false, reason: 'not-supported' };
    }
    if (sniffed.kind === 'image') {
      const meta = await (await loadSharp())(await readFile(part))
        .metadata()
        .catch(() => null);
      if (!meta?.width || !meta.height) {
        await unlink(part).catch(() => undefined);
        return { ok: false, reason: 'not-supported' };
      }
      await rename(part, join(this.dir, `${id}.${sniffed.ext}`));
      const image = describe(id, sniffed.ext, sniffed.type, ...shownSize(meta as { width: number; height: number; orientation?: number }), filename);
      await this.record(id, image);
      return { ok: true, kind: 'image', file: image };
    }
    await rename(part, join(this.dir, `${id}.${sniffed.ext}`));
    const media: UploadedMedia = { id, kind: sniffed.kind, assetUrl: `${UPLOADS_PATH}${id}.${sniffed.ext}`, contentType: sniffed.type, filename, bytes: total };
    await this.record(id, media);
    return { ok: true, kind: sniffed.kind, file: media };
  }

  /** Beside the file, what the uploads list shows of it (upload-list.ts): its name as uploaded. */
  private async record(id: string, file: UploadedImage | UploadedMedia): Promise<void> {
    await writeFile(join(this.dir, `${id}.json`), JSON.stringify(file));
  }

  /**
   * Gives an upload another name in the media library (its record's
   * `filename`; the file and its address stay as they are, so pages that
   * show it are untouched). An image from before records were kept gets
   * one. Null when no upload has this id.
   */
  async rename(id: string, filename: string): Promise<UploadedImage | UploadedMedia | null> {
    if (!UPLOAD_ID.test(id)) return null;
    const file = (await this.recorded(id)) ?? (await this.find(id));
    if (!file) return null;
    const renamed = { ...file, filename };
    // Written beside, then moved over: a reader never sees half a record.
    const temp = join(this.dir, `${id}.json.${newContentId()}.tmp`);
    await writeFile(temp, JSON.stringify(renamed));
    await rename(temp, join(this.dir, `${id}.json`));
    return renamed;
  }

  /** Takes an upload away, its file and its record (its processing failed or was cancelled: upload-jobs.ts). */
  async remove(id: string): Promise<void> {
    if (!UPLOAD_ID.test(id)) return;
    const record = await this.recorded(id);
    const names = record ? [record.assetUrl.slice(UPLOADS_PATH.length)] : EXTENSIONS.map((ext) => `${id}.${ext}`);
    await Promise.all([...names, `${id}.json`].map((name) => unlink(join(this.dir, name)).catch(() => undefined)));
  }

  /** The record kept beside an upload whose file is still there, or null. */
  private async recorded(id: string): Promise<UploadedImage | UploadedMedia | null> {
    const text = await readFile(join(this.dir, `${id}.json`), 'utf8').catch(() => null);
    if (text === null) return null;
    try {
      const r = JSON.parse(text) as Partial<UploadedImage & UploadedMedia>;
      if (!r || r.id !== id || typeof r.assetUrl !== 'string' || !r.assetUrl.startsWith(UPLOADS_PATH)) return null;
      const name = r.assetUrl.slice(UPLOADS_PATH.length);
      if (!isUploadName(name) || !(await stat(join(this.dir, name)).catch(() => null))?.isFile()) return null;
      return r as UploadedImage | UploadedMedia;
    } catch {
      return null;
    }
  }

  /** A stored image upload by id (for images from before their record was kept), or null. */
  async find(id: string): Promise<UploadedImage | null> {
    for (const s of UPLOAD_TYPES.image) {
      const name = `${id}.${s.ext}`;
      if (!isUploadName(name)) return null;
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (!info?.isFile()) continue;
      const sharp = await loadSharp();
      const meta = await sharp(join(this.dir, name))
        .metadata()
        .catch(() => null);
      if (meta?.width && meta.height) return describe(id, s.ext, s.type, ...shownSize(meta as { width: number; height: number; orientation?: number }), name);
    }
    return null;
  }
}

/** An image's size as it is shown: EXIF orientations 5 to 8 turn it a quarter (a phone held upright), width and height swapped. */
function shownSize(meta: { width: number; height: number; orientation?: number }): [number, number] {
  return (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
}

function describe(id: string, ext: string, type: string, width: number, height: number, filename: string): UploadedImage {
  // The widths the image formatters ask for, up to the image's own.
  const widths = (CONTENT_LIMITS.imageWidths as readonly number[]).filter((w) => w <= width).map((w) => `${w}w`);
  return { id, assetUrl: `${UPLOADS_PATH}${id}.${ext}`, contentType: type, originalSize: `${width}x${height}`, systemDataVariants: [`${width}x${height}`, ...widths].join(','), filename };
}
