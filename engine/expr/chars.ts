/** How messages name a character: control characters by name, others as 'character'. */
const CHAR_NAMES: Record<string, string> = {
  '\b': 'backspace',
  '\f': 'form feed',
  '\n': 'line feed',
  '\r': 'carriage return',
  '\t': 'tab',
};

export function charName(c: string): string {
  return CHAR_NAMES[c] ?? (c <= '\u001f' ? 'control character' : 'character');
}
