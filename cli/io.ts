/**
 * File and stream input for the CLI. Failures to read input are CliErrors
 * with exit status 2 and a message naming the file (and, for JSON, the
 * parser's line:col), never stack traces.
 */
import { readFileSync } from 'node:fs';
import { parseJson } from '../engine/index.js';

/** Exit statuses: 0 clean, 1 the template has errors, 2 bad usage or unreadable input. */
export const EXIT_OK = 0;
export const EXIT_ERRORS = 1;
export const EXIT_USAGE = 2;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = EXIT_USAGE,
  ) {
    super(message);
  }
}

/** The text of a file, or of standard input for `-`; a leading byte order mark is dropped. */
export function readText(file: string, what = 'file'): string {
  try {
    const text = file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch (e) {
    throw new CliError(`vitrine: cannot read ${what} '${file}': ${reason(e)}`);
  }
}

/** A JSON file read with the engine's reader (number lexemes kept); errors carry file:line:col. */
export function readJson(file: string, what = 'JSON file'): unknown {
  return parseChecked(file, readText(file, what)).value;
}

/** Plain JSON (for schemas and other data handed to libraries), with the same error positions. */
export function readPlainJson(file: string, what = 'JSON file'): unknown {
  const text = readText(file, what);
  parseChecked(file, text);
  return JSON.parse(text) as unknown;
}

function parseChecked(file: string, text: string): { value: unknown } {
  const parsed = parseJson(text);
  if (parsed.ok) return parsed;
  const { line, column, message } = parsed.error;
  throw new CliError(`${displayName(file)}:${line}:${column}: error: ${message}`);
}

export function displayName(file: string): string {
  return file === '-' ? '<stdin>' : file;
}

function reason(e: unknown): string {
  const code = (e as { code?: string }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'EACCES') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}
