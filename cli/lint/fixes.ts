/**
 * `vitrine check --fix` and the language server's quick fixes: the
 * mechanical ones. CONF_DUPLICATE_KEY: the overridden member (the platform
 * reads the last one) is removed, with its comma and its line when it had
 * one to itself.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { walk } from '../../site/theme/load-theme.js';
import { locateJson } from '../json-locate.js';

export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** The fixable rules (docs/rules.md marks them). */
export const FIXABLE_RULES: ReadonlySet<string> = new Set(['CONF_DUPLICATE_KEY']);

/** Removing a member: from its line's start when only blanks precede it, through the line break when only blanks follow its comma. */
function memberRemoval(text: string, [start, end]: [number, number]): TextEdit {
  let from = start;
  while (from > 0 && (text[from - 1] === ' ' || text[from - 1] === '\t')) from--;
  const ownLine = from === 0 || text[from - 1] === '\n';
  if (!ownLine) from = start;
  let to = end;
  while (to < text.length && (text[to] === ' ' || text[to] === '\t')) to++;
  if (ownLine && text[to] === '\n') to++;
  else if (!ownLine) to = end;
  return { start: from, end: to, text: '' };
}

/** The edits fixing CONF_DUPLICATE_KEY in a .conf text; with `at`, only the one whose repeated key is there (1-based line, col). */
export function duplicateKeyEdits(text: string, at?: { line: number; col: number }): TextEdit[] {
  const dups = locateJson(text).duplicates.filter((d) => !at || (d.again.line === at.line && d.again.col === at.col));
  // A key repeated three times: every earlier member goes, each once.
  const seen = new Set<number>();
  return dups.filter((d) => !seen.has(d.firstMember[0]) && seen.add(d.firstMember[0])).map((d) => memberRemoval(text, d.firstMember));
}

/** The text with non-overlapping edits applied (later ones first, so offsets hold). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** Fixes every .conf file of the folders in place; one line per fixed file, for the report. */
export function fixFiles(folders: readonly string[]): string[] {
  const lines: string[] = [];
  for (const folder of folders) {
    for (const file of walk(folder).filter((f) => f.endsWith('.conf'))) {
      const text = readFileSync(file, 'utf8');
      const edits = duplicateKeyEdits(text);
      if (!edits.length) continue;
      writeFileSync(file, applyEdits(text, edits));
      lines.push(`fixed: ${join(folder, relative(folder, file))}: ${edits.length} repeated key${edits.length === 1 ? '' : 's'} removed (CONF_DUPLICATE_KEY)`);
    }
  }
  return lines;
}
