/**
 * Number scanning shared by the tokenizer (literals) and by the string to
 * number coercion: decimals with an optional fraction and exponent, and hex
 * digits. Signs are not part of a literal (they are unary operators).
 */
export const NUM_EXPONENT_DIGIT = -2;
export const NUM_DUPLICATE_DOT = -3;
export const NUM_DOT_IN_EXPONENT = -4;

const isDigit = (c: number) => c >= 48 && c <= 57;

export function isHexDigit(c: number): boolean {
  return isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

/** End of the hex digits starting at `i` (at most up to `end`). */
export function scanHex(s: string, i: number, end: number): number {
  while (i < end && isHexDigit(s.charCodeAt(i))) i++;
  return i;
}

/**
 * End of the decimal number that starts with a digit at `i`, or a negative
 * NUM_* code when the text is malformed. `1.` and `1e+5` are numbers; a
 * second `e` or a sign anywhere but right after `e` ends the number.
 */
export function scanDecimal(s: string, i: number, end: number): number {
  let dot = false;
  let exp = false;
  let wantDigit = false;
  let sign = false;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      wantDigit = false;
    } else if (c === 46 /* . */) {
      if (exp) return NUM_DOT_IN_EXPONENT;
      if (dot) return NUM_DUPLICATE_DOT;
      dot = true;
    } else if (c === 101 || c === 69 /* e E */) {
      if (exp) break;
      exp = wantDigit = true;
    } else if (c === 43 || c === 45 /* + - */) {
      if (!wantDigit || sign) break;
      sign = true;
    } else {
      break;
    }
  }
  return wantDigit ? NUM_EXPONENT_DIGIT : i;
}

/**
 * A string as a number: '' is 0; otherwise the whole text, with an optional
 * sign, must be one decimal or `0x` hex number, else NaN.
 */
export function parseNumberText(s: string): number {
  const len = s.length;
  if (len === 0) return 0;
  const first = s.charCodeAt(0);
  const i = first === 43 || first === 45 ? 1 : 0;
  if (i === len || !isDigit(s.charCodeAt(i))) return NaN;
  const x = s.charCodeAt(i + 1);
  if (s.charCodeAt(i) === 48 && (x === 120 || x === 88 /* x X */)) {
    if (i + 2 === len || scanHex(s, i + 2, len) !== len) return NaN;
    const v = parseInt(s.slice(i + 2), 16);
    return first === 45 ? -v : v;
  }
  return scanDecimal(s, i, len) === len ? parseFloat(s) : NaN;
}
