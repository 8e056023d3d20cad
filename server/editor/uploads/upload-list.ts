/**
 * The uploaded images, newest first, for the image pickers of the page
 * editor and the product form: each image file of the uploads folder with
 * what its upload recorded beside it (upload-store.ts: its name as
 * uploaded), or, for an image uploaded before that record was kept, what
 * its bytes tell (the file's own name).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isUploadName, UPLOADS_PATH, type UploadStore, type UploadedImage } from './upload-store.js';

/** The newest uploads the list holds. */
export const MAX_LISTED_UPLOADS = 500;

export interface ListedUpload extends UploadedImage {
  /** When it was uploaded (ms). */
  uploadedAt: number;
}

async function recorded(dir: string, id: string, assetUrl: string): Promise<UploadedImage | null> {
  const text = await readFile(join(dir, `${id}.json`), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const r = JSON.parse(text) as UploadedImage;
    // Only a record that names this very file.
    return r && r.id === id && r.assetUrl === assetUrl && typeof r.filename === 'string' && typeof r.originalSize === 'string' ? r : null;
  } catch {
    return null;
  }
}

export async function listUploads(store: UploadStore): Promise<ListedUpload[]> {
  const names = (await readdir(store.dir).catch(() => [] as string[])).filter(isUploadName);
  const files = await Promise.all(names.map(async (name) => ({ name, at: (await stat(join(store.dir, name)).catch(() => null))?.mtimeMs ?? 0 })));
  files.sort((a, b) => b.at - a.at || a.name.localeCompare(b.name));
  const out: ListedUpload[] = [];
  for (const { name, at } of files.slice(0, MAX_LISTED_UPLOADS)) {
    const id = name.slice(0, name.indexOf('.'));
    const image = (await recorded(store.dir, id, `${UPLOADS_PATH}${name}`)) ?? (await store.find(id));
    if (image) out.push({ ...image, uploadedAt: Math.round(at) });
  }
  return out;
}
