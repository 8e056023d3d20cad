/** `vitrine check DIR`: a folder check as report entries, one per file, named DIR/path. */
import type { CheckDiagnostic } from '../check-diagnostic.js';
import { byPosition } from '../check-diagnostic.js';
import { checkFolder } from './check-folder.js';

export { isTemplateFolder } from './template-folder.js';

export async function folderEntries(folder: string): Promise<{ file: string; diagnostics: CheckDiagnostic[] }[]> {
  const { files, diagnostics } = await checkFolder(folder);
  const byFile = new Map<string, CheckDiagnostic[]>(files.map((f) => [f, []]));
  for (const d of diagnostics) {
    if (d.severity === 'info') continue;
    const list = byFile.get(d.file) ?? [];
    byFile.set(d.file, list);
    list.push({ code: d.code, severity: d.severity, message: d.message, line: Math.max(1, d.line), column: Math.max(1, d.col) });
  }
  const prefix = folder.replace(/\/+$/, '');
  return [...byFile].map(([file, list]) => ({ file: /^\(/.test(file) ? file : `${prefix}/${file}`, diagnostics: list.sort(byPosition) }));
}
