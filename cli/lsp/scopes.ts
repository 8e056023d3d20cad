/**
 * The scopes enclosing a position of a template, as context paths from the
 * root: `{.section a}` opens `a`, `{.repeated section a}` opens an element
 * of `a` (`a.0`); other blocks keep their scope; `{.end}` closes one. A
 * name is looked up in every enclosing scope, innermost first, as the engine does.
 */

const INSTRUCTION = /\{\.(repeated\s+section|section|end|if|macro|[\w-]+\?)(?:\s+([^}\s]*))?[^}]*\}/g;

export function scopesAt(textBefore: string): string[][] {
  const stack: string[][] = [[]];
  for (const m of textBefore.matchAll(INSTRUCTION)) {
    const kind = m[1]!;
    const top = stack[stack.length - 1]!;
    if (kind === 'end') {
      if (stack.length > 1) stack.pop();
    } else if (kind === 'section' || kind.startsWith('repeated')) {
      const name = (m[2] ?? '').split('.').filter(Boolean);
      stack.push(name[0] === '@' ? top : [...top, ...name, ...(kind === 'section' ? [] : ['0'])]);
    } else stack.push(top);
  }
  return stack.reverse();
}
