/**
 * Templates registered at start (POST /render with "templateId"): every
 * file under the templates directory, its id the path relative to it with
 * forward slashes (`demo/products.list`). Read and hashed once; the
 * directory is not watched, a restart picks up changes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { contentHash } from './template-hash.js';

export interface RegisteredTemplate {
  id: string;
  source: string;
  /** SHA-256 of the source, computed once at registration. */
  hash: string;
  bytes: number;
}

/** Files under the directory beyond this many are not registered. */
export const MAX_REGISTERED_TEMPLATES = 10_000;

export interface LoadResult {
  registry: TemplateRegistry;
  /** Files left out, with the reason, for the start-up log. */
  skipped: { file: string; reason: string }[];
}

export class TemplateRegistry {
  private readonly byId = new Map<string, RegisteredTemplate>();

  add(id: string, source: string): RegisteredTemplate {
    const t = { id, source, hash: contentHash(source), bytes: Buffer.byteLength(source, 'utf8') };
    this.byId.set(id, t);
    return t;
  }

  get(id: string): RegisteredTemplate | undefined {
    return this.byId.get(id);
  }

  get size(): number {
    return this.byId.size;
  }

  ids(): string[] {
    return [...this.byId.keys()].sort();
  }
}

export function loadTemplates(dir: string, maxBytes: number): LoadResult {
  const registry = new TemplateRegistry();
  const skipped: LoadResult['skipped'] = [];
  const folders = [dir];
  while (folders.length) {
    const folder = folders.pop()!;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      const id = relative(dir, path).split(sep).join('/');
      if (entry.isDirectory()) folders.push(path);
      else if (!entry.isFile()) skipped.push({ file: id, reason: 'not a regular file' });
      else if (registry.size >= MAX_REGISTERED_TEMPLATES) skipped.push({ file: id, reason: `more than ${MAX_REGISTERED_TEMPLATES} templates` });
      else {
        const source = readFileSync(path, 'utf8');
        const bytes = Buffer.byteLength(source, 'utf8');
        if (bytes > maxBytes) skipped.push({ file: id, reason: `${bytes} bytes, more than VITRINE_MAX_TEMPLATE_BYTES (${maxBytes})` });
        else registry.add(id, source);
      }
    }
  }
  return { registry, skipped };
}
