/**
 * The files of /site.css in order: `styles/reset.css` when it exists
 * (first, once, even when also listed), then each `stylesheets` entry.
 * Listed files that are missing or outside styles/ are skipped with a
 * diagnostic naming them.
 */
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { DiagnosticList } from '../diagnostics.js';

export interface StyleSource {
  /** Path relative to the template folder, `styles/…`. */
  rel: string;
  abs: string;
  text: string;
}

export async function readStyleSources(root: string, stylesheets: readonly string[], diags: DiagnosticList): Promise<StyleSource[]> {
  const out: StyleSource[] = [];
  const reset = await readInside(root, 'reset.css');
  if (reset) out.push(reset);
  for (const listed of stylesheets) {
    const name = path.posix.normalize(String(listed).replace(/\\/g, '/'));
    if (reset && name === 'reset.css') continue;
    if (name.startsWith('..') || path.posix.isAbsolute(name) || name === '.') {
      diags.warn('STYLESHEET_INVALID_PATH', 'template.conf', 1, 1, `stylesheet ${JSON.stringify(listed)} is not a path under styles/; skipped`);
      continue;
    }
    const source = await readInside(root, name);
    if (source) out.push(source);
    else diags.warn('STYLESHEET_MISSING', 'template.conf', 1, 1, `stylesheet styles/${name} is listed but missing; skipped`);
  }
  return out;
}

async function readInside(root: string, name: string): Promise<StyleSource | undefined> {
  try {
    const abs = await realpath(path.join(root, 'styles', name));
    const rel = path.relative(root, abs).split(path.sep).join('/');
    if (!rel.startsWith('styles/')) return undefined;
    return { rel, abs, text: await readFile(abs, 'utf8') };
  } catch {
    return undefined;
  }
}
