/** Folder files and diagnostics as the author's terminal shows them: paths relative to the working directory. */
import { join, relative } from 'node:path';
import type { SiteDiagnostic } from '../../site/diagnostics.js';

/** A path as the user knows it: relative to the working directory when inside it. */
export function rel(p: string): string {
  const r = relative(process.cwd(), p);
  return r === '' ? '.' : r.startsWith('..') ? p : r;
}

/** A folder-relative file under the folder as the user names it; the platform's own `(system page)` and absolute paths as they are. */
export function folderFile(folder: string, file: string): string {
  return file.startsWith('(') || file.startsWith('/') ? file : join(rel(folder), file);
}

/** `file:line:col: severity: message`. */
export function formatSiteDiagnostic(folder: string, d: SiteDiagnostic): string {
  return `${folderFile(folder, d.file)}:${d.line}:${d.col}: ${d.severity}: ${d.message}`;
}
