/**
 * Images the owner uploads, kept as files in the uploads folder (under the
 * data folder, beside the SQLite file) and served at `/uploads/NAME`. A
 * file is named by a new content id and the extension of its real type,
 * read from its first bytes (never from the name or the header the client
 * sends); sharp reads its size, which the site's image formatters need
 * (`originalSize`, WxH). Several machines need a shared folder here.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSharp } from '../../../site/sharp-loader.js';
import { CONTENT_LIMITS } from '../../../engine/limits.js';
import { newContentId } from '../doc.js';

/** Where uploaded images are served. */
export const UPLOADS_PATH = '/uploads/';

export interface UploadedImage {
  id: string;
  assetUrl: string;
  contentType: string;
  originalSize: string;
  systemDataVariants: string;
  filename: string;
}

/** The image types accepted, by their first bytes. */
const SIGNATURES: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/gif', ext: 'gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  { type: 'image/webp', ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** An upload's name: a content id and an accepted extension, nothing that could leave the folder. */
const UPLOAD_NAME = /^([0-9a-f]{24})\.(jpg|png|gif|webp)$/;

export const isUploadName = (name: string): boolean => UPLOAD_NAME.test(name);

/** The image type of `bytes`, or null when it is none Vitrine accepts. */
export function imageType(bytes: Buffer): { type: string; ext: string } | null {
  const hit = SIGNATURES.find((s) => s.test(bytes));
  return hit ? { type: hit.type, ext: hit.ext } : null;
}

export class UploadStore {
  constructor(readonly dir: string) {}

  /** Stores an image; null when the bytes are not an accepted image (or sharp cannot read them). */
  async save(bytes: Buffer, filename: string): Promise<UploadedImage | null> {
    const kind = imageType(bytes);
    if (!kind) return null;
    const sharp = await loadSharp();
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) return null;
    const id = newContentId();
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, `${id}.${kind.ext}`), bytes, { flag: 'wx' });
    const image = describe(id, kind.ext, kind.type, meta.width, meta.height, filename);
    // Beside the image, what the uploads list shows of it (upload-list.ts): its name as uploaded.
    await writeFile(join(this.dir, `${id}.json`), JSON.stringify(image));
    return image;
  }

  /** A stored upload by id, or null. */
  async find(id: string): Promise<UploadedImage | null> {
    for (const s of SIGNATURES) {
      const name = `${id}.${s.ext}`;
      if (!isUploadName(name)) return null;
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (!info?.isFile()) continue;
      const sharp = await loadSharp();
      const meta = await sharp(join(this.dir, name))
        .metadata()
        .catch(() => null);
      if (meta?.width && meta.height) return describe(id, s.ext, s.type, meta.width, meta.height, name);
    }
    return null;
  }
}

function describe(id: string, ext: string, type: string, width: number, height: number, filename: string): UploadedImage {
  // The widths the image formatters ask for, up to the image's own.
  const widths = (CONTENT_LIMITS.imageWidths as readonly number[]).filter((w) => w <= width).map((w) => `${w}w`);
  return { id, assetUrl: `${UPLOADS_PATH}${id}.${ext}`, contentType: type, originalSize: `${width}x${height}`, systemDataVariants: [`${width}x${height}`, ...widths].join(','), filename };
}
