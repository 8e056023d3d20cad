/**
 * String literals: the text between matching quotes, with the escapes
 * \n \t \f \r \xHH \uHHHH \UHHHHHHHH. A decoded control character (other
 * than tab, line feed, vertical tab, form feed, carriage return) or a code
 * point past U+10FFFF becomes a space; any other escaped character stands
 * for itself. A bare line break inside the quotes is an error.
 */
import { scanHex } from './numbers.js';
import { charName } from './chars.js';

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', f: '\f', r: '\r' };
const HEX_DIGITS: Record<string, number> = { x: 2, u: 4, U: 8 };

function fromCode(code: number): string {
  if (code <= 0x08 || (code >= 0x0e && code < 0x20) || code > 0x10ffff) return ' ';
  return String.fromCodePoint(code);
}

/**
 * Decodes the literal whose body starts at `i` (after the opening `quote`).
 * Returns the value and the index after the closing quote, or an error message.
 */
export function decodeString(s: string, i: number, quote: string): { value: string; end: number } | string {
  const len = s.length;
  let out = '';
  let run = i; // start of the pending run of plain characters
  while (i < len) {
    const c = s[i]!;
    if (c === quote) return { value: out + s.slice(run, i), end: i + 1 };
    if (c === '\n' || c === '\r') return `Illegal bare ${charName(c)} character in string literal`;
    if (c !== '\\' || i + 1 >= len) {
      i++;
      continue;
    }
    out += s.slice(run, i);
    const e = s[i + 1]!;
    const digits = HEX_DIGITS[e];
    if (digits === undefined) {
      out += SIMPLE_ESCAPES[e] ?? e;
      i += 2;
    } else {
      const start = i + 2;
      const end = start + digits;
      if (end > len || scanHex(s, start, end) !== end) {
        return e === 'x' ? 'Invalid 2-char hex escape found' : 'Invalid unicode escape found';
      }
      out += fromCode(parseInt(s.slice(start, end), 16));
      i = end;
    }
    run = i;
  }
  return 'Unterminated string';
}
