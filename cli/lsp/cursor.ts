/**
 * What the cursor is in: the text of the `{...}` instruction before it
 * (completion), and the token under it (hover, definition).
 */

export interface Instruction {
  /** Text between the `{` and the cursor. */
  inner: string;
}

/**
 * The instruction the cursor is inside on its line, if any (a `{` with no `}` between it and the cursor).
 * A preprocessor tag (`{^.section a}`, `{^name}`) completes as the tag without its caret.
 */
export function instructionBefore(lineText: string, character: number): Instruction | null {
  const before = lineText.slice(0, character);
  const open = before.lastIndexOf('{');
  if (open === -1 || before.indexOf('}', open) !== -1) return null;
  const caret = before[open + 1] === '^' ? 1 : 0;
  return { inner: before.slice(open + 1 + caret) };
}

export interface Token {
  text: string;
  start: number;
  end: number;
  /** The non-space character before the token ('' at the start of the line). */
  before: string;
  /** The text of the line before the token. */
  prefix: string;
}

const TOKEN = /[\w.@$?:/-]/;

export function tokenAt(lineText: string, character: number): Token | null {
  let start = character;
  let end = character;
  while (start > 0 && TOKEN.test(lineText[start - 1]!)) start--;
  while (end < lineText.length && TOKEN.test(lineText[end]!)) end++;
  if (start === end) return null;
  const prefix = lineText.slice(0, start);
  return { text: lineText.slice(start, end), start, end, before: prefix.trimEnd().slice(-1), prefix };
}
