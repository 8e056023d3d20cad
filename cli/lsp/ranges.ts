/**
 * Editor ranges of diagnostics, which carry only a line and column: the
 * whole `{...}` instruction or `<...>` tag starting there, else the word.
 */
import type { Range } from 'vscode-languageserver';

const WORD = /[\w.@$?:/-]/;

export function rangeAt(text: string, line: number, column: number): Range {
  const lines = text.split('\n');
  const l = Math.min(Math.max(line, 1), Math.max(lines.length, 1)) - 1;
  const src = lines[l] ?? '';
  const start = Math.min(Math.max(column, 1) - 1, src.length);
  let end = start;
  const close = { '{': '}', '<': '>' }[src[start] ?? ''];
  if (close !== undefined) {
    const at = src.indexOf(close, start);
    end = at === -1 ? src.length : at + 1;
  } else {
    while (end < src.length && WORD.test(src[end]!)) end++;
  }
  if (end === start && start < src.length) end = start + 1;
  return { start: { line: l, character: start }, end: { line: l, character: end } };
}
