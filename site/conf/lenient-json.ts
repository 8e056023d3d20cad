/**
 * Reads `.conf` files as real template folders write them (DEVELOPER-MODE
 * 1.1): `//` and block comments outside strings, trailing commas, raw
 * control characters in strings, and text after the first complete value
 * (a second object appended) - accepted with a warning, never a crash.
 */
import { parseJson } from '../../engine/index.js';
import type { SiteDiagnostic } from '../diagnostics.js';

export type ConfResult = { ok: true; value: unknown; diagnostics: SiteDiagnostic[] } | { ok: false; diagnostics: SiteDiagnostic[] };

/** Blanks comments and trailing commas, keeping every offset (so positions stay true). */
function normalise(text: string): { text: string; end: number } {
  const out = text.split('');
  let i = 0;
  let depth = 0;
  let started = false;
  let end = -1;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\') i++;
        else if (text.charCodeAt(i) < 32) out[i] = ' ';
        i++;
      }
      i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') out[i++] = ' ';
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      const stop = close === -1 ? text.length : close + 2;
      for (; i < stop; i++) if (out[i] !== '\n') out[i] = ' ';
      continue;
    }
    if (c === '{' || c === '[') {
      depth++;
      started = true;
    } else if (c === '}' || c === ']') {
      depth--;
      // A comma followed only by blanks before a closer is a trailing comma.
      for (let j = i - 1; j >= 0; j--) {
        const p = out[j]!;
        if (p === ',') {
          out[j] = ' ';
          break;
        }
        if (!/\s/.test(p)) break;
      }
      if (started && depth === 0 && end === -1) end = i + 1;
    }
    i++;
  }
  return { text: out.join(''), end };
}

export function readConf(text: string, file: string): ConfResult {
  const diagnostics: SiteDiagnostic[] = [];
  const { text: clean, end } = normalise(text);
  const body = end === -1 ? clean : clean.slice(0, end);
  const rest = end === -1 ? '' : clean.slice(end);
  const parsed = parseJson(body);
  if (!parsed.ok) {
    const { line, column, message } = parsed.error;
    diagnostics.push({ code: 'CONF_SYNTAX', severity: 'error', file, line, col: column, message: `cannot read ${file}: ${message}` });
    return { ok: false, diagnostics };
  }
  const extra = rest.search(/\S/);
  if (extra !== -1) {
    const offset = end + extra;
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const col = offset - before.lastIndexOf('\n');
    diagnostics.push({ code: 'CONF_TRAILING_TEXT', severity: 'warning', file, line, col, message: `${file} has text after its first value; the first value is used` });
  }
  return { ok: true, value: parsed.value, diagnostics };
}
