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
  if (raw === '@') return ['@'];
  return raw.split('.').map((s) => (/^\d+$/.test(s) ? parseInt(s, 10) : s));
}
