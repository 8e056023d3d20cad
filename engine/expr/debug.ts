/**
 * The `{.eval #...}` debug form: `EVAL=[[...], [...]]`, one bracket per
 * statement, instructions in reverse-Polish order separated by spaces.
 */
import type { Instr, Program } from './program.js';

function instrText(t: Instr): string {
  if (t === null) return 'null';
  switch (typeof t) {
    case 'string':
      return JSON.stringify(t);
    case 'number':
    case 'boolean':
      return String(t);
  }
  switch (t.kind) {
    case 'op':
      return `<${t.name}>`;
    case 'var':
      return t.path.join('.');
    case 'call':
      return `${t.fn}()`;
    case 'args':
      return '<args>';
  }
}

export function debugText(programs: readonly Program[]): string {
  return `EVAL=[${programs.map((p) => `[${p.map(instrText).join(' ')}]`).join(', ')}]`;
}

/** Placed between the debug form and the value. */
export const DEBUG_ARROW = ' -> ';
