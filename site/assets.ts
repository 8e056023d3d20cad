/**
 * Files of the template folder: `/assets/*` (images resized to the
 * `?format=Nw` widths the image formatters ask for, with sharp, cached in
 * memory) and `/scripts/*`. Paths never leave their folder.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { loadSharp } from './sharp-loader.js';
import { CONTENT_LIMITS } from '../engine/limits.js';
import { Lru } from '../engine/compile/lru.js';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // The site's own videos and their caption tracks (video-lessons.ts).
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
};
const RESIZABLE = new Set(['.jpg', '.jpeg', '.png', '.webp']);
/** Resized images kept in memory. */
export const RESIZED_CACHE_ENTRIES = 256;
/** Browsers may keep asset responses this long (seconds). */
export const ASSET_MAX_AGE = 86_400;

export interface AssetFile {
  body: Buffer;
  type: string;
}

export class AssetServer {
  private readonly resized = new Lru<string, Buffer>(RESIZED_CACHE_ENTRIES);
  constructor(private readonly root: string) {}

  /** The file at `rel` under the root, or null when missing or outside it. */
  private resolve(rel: string): string | null {
    const path = normalize(join(this.root, rel));
    return path.startsWith(this.root + sep) ? path : null;
  }

  async get(rel: string, format?: string): Promise<AssetFile | null> {
    const path = this.resolve(decodeURIComponent(rel));
    if (!path) return null;
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const ext = extname(path).toLowerCase();
    const type = TYPES[ext] ?? 'application/octet-stream';
    const width = format ? parseInt(format, 10) : NaN;
    if (RESIZABLE.has(ext) && /^\d+w$/.test(format ?? '') && (CONTENT_LIMITS.imageWidths as readonly number[]).includes(width)) {
      const key = `${path}\u0000${info.mtimeMs}\u0000${width}`;
      let body = this.resized.get(key);
      if (!body) {
        const sharp = await loadSharp();
        // rotate(): turned as its EXIF orientation says (a phone's photo), since the resized copy keeps no EXIF to say it.
        body = await sharp(path).rotate().resize({ width, withoutEnlargement: true }).toBuffer();
        this.resized.set(key, body);
      }
      return { body, type };
    }
    return { body: await readFile(path), type };
  }
}
