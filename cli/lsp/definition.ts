/**
 * Go to definition: `apply NAME` and `{.include NAME}` to the macro of that
 * name in the document, else to `blocks/NAME`; a tag's `template="X"` to
 * `blocks/X.block`; a region named in template.conf to its `.region` file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Location } from 'vscode-languageserver';
import { tokenAt } from './cursor.js';

const fileLocation = (file: string): Location => ({ uri: pathToFileURL(file).href, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } });

/** `{.macro NAME}` in the text: its position. */
function macroAt(text: string, name: string): { line: number; character: number } | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`\\{\\.macro\\s+${escaped}\\s*\\}`).exec(text);
  if (!m) return null;
  const before = text.slice(0, m.index);
  const line = before.split('\n').length - 1;
  return { line, character: m.index - (before.lastIndexOf('\n') + 1) };
}

function block(folder: string | null, name: string): Location | null {
  if (!folder) return null;
  const file = [join(folder, 'blocks', name), join(folder, 'blocks', `${name}.block`)].find((f) => existsSync(f) && f.endsWith('.block'));
  return file ? fileLocation(file) : null;
}

export function definition(input: { uri: string; text: string; lineText: string; character: number; folder: string | null; isConf: boolean }): Location | null {
  const token = tokenAt(input.lineText, input.character);
  if (!token) return null;
  if (input.isConf) {
    if (!input.folder || !/"$/.test(token.prefix)) return null;
    const file = join(input.folder, token.text.endsWith('.region') ? token.text : `${token.text}.region`);
    return existsSync(file) ? fileLocation(file) : null;
  }
  if (/\|\s*apply\s+$/.test(token.prefix) || /\{\.include\s+$/.test(token.prefix)) {
    const macro = macroAt(input.text, token.text);
    if (macro) return { uri: input.uri, range: { start: macro, end: macro } };
    return block(input.folder, token.text);
  }
  if (/\btemplate\s*=\s*"$/.test(token.prefix)) return block(input.folder, token.text);
  return null;
}
