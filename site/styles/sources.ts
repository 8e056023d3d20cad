/**
 * The files of /site.css in order: `styles/reset.css` when it exists
 * (first, once, even when also listed), then each `stylesheets` entry.
 * Listed files that are missing or outside styles/ are skipped with a
 * diagnostic naming them.
 */
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { DiagnosticList } from '../diagnostics.js';
import { positionOf } from './source-scan.js';

export interface StyleSource {
  /** Path relative to the template folder, `styles/…`. */
  rel: string;
  abs: string;
  text: string;
}

export async function readStyleSources(root: string, stylesheets: readonly string[], diags: DiagnosticList): Promise<StyleSource[]> {
  const out: StyleSource[] = [];
  const conf = await readFile(path.join(root, 'template.conf'), 'utf8').catch(() => '');
  const reset = await readInside(root, 'reset.css');
  if (reset) out.push(reset);
  for (const listed of stylesheets) {
    const name = path.posix.normalize(String(listed).replace(/\\/g, '/'));
    if (reset && name === 'reset.css') continue;
    if (name.startsWith('..') || path.posix.isAbsolute(name) || name === '.') {
      const at = listedAt(conf, String(listed));
      diags.warn('STYLESHEET_INVALID_PATH', 'template.conf', at.line, at.col, `stylesheet ${JSON.stringify(listed)} is not a path under styles/; skipped`);
      continue;
    }
    const source = await readInside(root, name);
    if (source) out.push(source);
    else {
      const at = listedAt(conf, String(listed));
      diags.warn('STYLESHEET_MISSING', 'template.conf', at.line, at.col, `stylesheet styles/${name} is listed but missing; skipped`);
    }
  }
  return out;
}

/** Where a `stylesheets` entry is written in template.conf (its opening quote), else 1:1. */
function listedAt(conf: string, listed: string): { line: number; col: number } {
  const list = conf.search(/["']stylesheets["']\s*:/);
  if (list < 0) return { line: 1, col: 1 };
  const quoted = [`"${listed}"`, `'${listed}'`].map((q) => conf.indexOf(q, list)).filter((i) => i >= 0);
  return quoted.length ? positionOf(conf, Math.min(...quoted)) : positionOf(conf, list);
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
