/**
 * The diagnostics `vitrine check` gives, for the editor: a file inside a
 * template folder is checked with its whole folder (the open documents'
 * unsaved text in place); any other template as `vitrine check FILE` does.
 */
import { Engine } from '../../engine/index.js';
import { checkApplies } from '../check-apply.js';
import { byPosition, fromEngine, type CheckDiagnostic } from '../check-diagnostic.js';
import { folderEntries } from '../site/folder-report.js';
import type { ShadowFolder } from './shadow-folder.js';

const engine = new Engine();

/** `vitrine check FILE` on unsaved text: parse diagnostics and `apply` of partials that do not exist. */
export function diagnoseFile(text: string): CheckDiagnostic[] {
  const { tree, errors, warnings } = engine.parse(text);
  return [...[...errors, ...warnings].map(fromEngine), ...checkApplies(tree, new Set())].sort(byPosition);
}

/** `vitrine check DIR` on the folder with `overlays` (folder-relative path -> text): folder-relative path -> diagnostics. */
export async function diagnoseFolder(shadow: ShadowFolder, overlays: ReadonlyMap<string, string>): Promise<Map<string, CheckDiagnostic[]>> {
  const root = shadow.sync(overlays);
  const out = new Map<string, CheckDiagnostic[]>();
  for (const entry of await folderEntries(root, shadow.folder)) {
    if (!entry.file.startsWith(`${root}/`)) continue; // the platform's own pages and partials
    out.set(entry.file.slice(root.length + 1), entry.diagnostics);
  }
  return out;
}
