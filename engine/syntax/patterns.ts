/** Lexical patterns of tags (sticky regular expressions, matched at a cursor). */
const WORD = '[a-zA-Z][a-zA-Z0-9_-]*';
const SEGMENT = `(?:\\d+|[@$]?${WORD}|@)`;

export const PATTERNS = {
  word: new RegExp(WORD, 'y'),
  whitespace: /[ \f\n\r\t\u000b]+/y,
  formatterArgs: /[^|}]+/y,
  instructionArgs: /[^}]+/y,
  operator: /&&|\|\|/y,
  filePath: /[./a-zA-Z0-9_-]+/y,
  predicate: new RegExp(`${WORD}\\?`, 'y'),
  variableReference: new RegExp(`${SEGMENT}(?:\\.${SEGMENT})*`, 'y'),
  variableDefinition: new RegExp(`@${WORD}`, 'y'),
  variableSeparator: / *, */y,
} as const;

/** Splits a dotted reference; all-digit segments become array indices. */
export function splitPath(raw: string): (string | number)[] {
  const parts = raw.indexOf('.') === -1 ? [raw] : raw.split('.');
  const out: (string | number)[] = new Array(parts.length);
  for (let i = 0; i < parts.length; i++) {
    const s = parts[i]!;
    out[i] = isDigits(s) ? parseInt(s, 10) : s;
  }
  return out;
}

function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
