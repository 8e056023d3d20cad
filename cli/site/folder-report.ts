/** `vitrine check DIR`: a folder check as report entries, one per file, named DIR/path, with the author's lint configuration applied. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CheckDiagnostic } from '../check-diagnostic.js';
import { byPosition } from '../check-diagnostic.js';
import { applyLint, loadLintConfig } from '../lint/lint-config.js';
import { checkFolder } from './check-folder.js';

export { isTemplateFolder } from './template-folder.js';

/**
 * `real` is where the folder lives when `folder` is a copy of it (the
 * language server checks a copy holding the unsaved text): the lint
 * configuration is looked for, and ignore globs matched, from there.
 */
export async function folderEntries(folder: string, real: string = folder): Promise<{ file: string; diagnostics: CheckDiagnostic[] }[]> {
  const config = loadLintConfig(resolve(real));
  const { files, diagnostics } = await checkFolder(folder);
  const byFile = new Map<string, CheckDiagnostic[]>(files.map((f) => [f, []]));
  for (const d of diagnostics) {
    if (d.severity === 'info') continue;
    const list = byFile.get(d.file) ?? [];
    byFile.set(d.file, list);
    list.push({ code: d.code, severity: d.severity, message: d.message, line: Math.max(1, d.line), column: Math.max(1, d.col) });
  }
  const prefix = folder.replace(/\/+$/, '');
  return [...byFile].map(([file, list]) => {
    const own = !/^\(/.test(file);
    const text = own ? readText(join(folder, file)) : null;
    const linted = own ? applyLint(config, resolve(real, file), text, list) : list;
    return { file: own ? `${prefix}/${file}` : file, diagnostics: linted.sort(byPosition) };
  });
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
