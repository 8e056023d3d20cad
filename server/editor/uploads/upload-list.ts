/**
 * The uploads of one kind, newest first, for the pickers of the page
 * editor and the product form: each file of the uploads folder with what
 * its upload recorded beside it (upload-store.ts: its name as uploaded),
 * or, for an image uploaded before that record was kept, what its bytes
 * tell (the file's own name).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadKind } from '../../../editor/upload-kinds.js';
import { isImageUploadName, isUploadName, UPLOADS_PATH, type UploadStore, type UploadedImage, type UploadedMedia } from './upload-store.js';

/** The newest uploads the list holds. */
export const MAX_LISTED_UPLOADS = 500;

export type ListedUpload = (UploadedImage | UploadedMedia) & {
  /** When it was uploaded (ms). */
  uploadedAt: number;
};

async function recorded(dir: string, id: string, assetUrl: string, kind: UploadKind): Promise<UploadedImage | UploadedMedia | null> {
  const text = await readFile(join(dir, `${id}.json`), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const r = JSON.parse(text) as Partial<UploadedImage & UploadedMedia>;
    // Only a record that names this very file (an image's has its size; audio's and video's their kind).
    if (!r || r.id !== id || r.assetUrl !== assetUrl || typeof r.filename !== 'string') return null;
    if (kind === 'image') return typeof r.originalSize === 'string' ? (r as UploadedImage) : null;
    return r.kind === kind ? (r as UploadedMedia) : null;
  } catch {
    return null;
  }
}

export async function listUploads(store: UploadStore, kind: UploadKind = 'image'): Promise<ListedUpload[]> {
  const names = (await readdir(store.dir).catch(() => [] as string[])).filter(kind === 'image' ? isImageUploadName : isUploadName);
  const files = await Promise.all(names.map(async (name) => ({ name, at: (await stat(join(store.dir, name)).catch(() => null))?.mtimeMs ?? 0 })));
  files.sort((a, b) => b.at - a.at || a.name.localeCompare(b.name));
  const out: ListedUpload[] = [];
  for (const { name, at } of files) {
    if (out.length >= MAX_LISTED_UPLOADS) break;
    const id = name.slice(0, name.indexOf('.'));
    const file = (await recorded(store.dir, id, `${UPLOADS_PATH}${name}`, kind)) ?? (kind === 'image' ? await store.find(id) : null);
    if (file) out.push({ ...file, uploadedAt: Math.round(at) });
  }
  return out;
}
