/**
 * Tokens -> reverse-Polish programs (Dijkstra's shunting yard), one per
 * `;`-separated statement. A call leaves an argument mark before its
 * arguments and follows them; `,` flushes the operators of the current
 * argument. Unbalanced parentheses are the only assembly error.
 */
import { popsBefore, type Operator } from './ops.js';
import { ARGS, type Call, type Instr, type Program } from './program.js';
import { LPAREN, type Punct, type Token } from './tokenizer.js';

export interface Assembled {
  /** Statements assembled; on error, those completed before it. */
  programs: Program[];
  error: string | null;
  /** Whether an assignment occurs. */
  assigns: boolean;
}

type Pending = Operator | Call | Punct;

const MISMATCHED_LEFT = 'Mismatched operator found: left paren';
const MISMATCHED_RIGHT = 'Mismatched operator found: right paren';

export function assemble(tokens: readonly Token[]): Assembled {
  const programs: Program[] = [];
  let out: Instr[] = [];
  const ops: Pending[] = [];
  let assigns = false;

  /** Moves operators to the output down to (not including) the innermost `(`. */
  const flush = () => {
    for (let top = ops[ops.length - 1]; top !== undefined && top !== LPAREN; top = ops[ops.length - 1]) {
      out.push(ops.pop() as Operator | Call);
    }
  };
  /** Ends a statement; false when a `(` is still open. */
  const finish = (): boolean => {
    flush();
    if (ops.length) return false;
    if (out.length) programs.push(out);
    out = [];
    return true;
  };

  for (const t of tokens) {
    if (typeof t !== 'object' || t === null || t.kind === 'var') {
      out.push(t);
      continue;
    }
    switch (t.kind) {
      case 'call':
        out.push(ARGS);
        ops.push(t);
        break;
      case 'op':
        for (let top = ops[ops.length - 1]; top !== undefined && top.kind === 'op' && popsBefore(top, t); top = ops[ops.length - 1]) {
          out.push(ops.pop() as Operator);
        }
        ops.push(t);
        if (t.code === 'asn') assigns = true;
        break;
      case 'punct':
        switch (t.p) {
          case '(':
            ops.push(t);
            break;
          case ',':
            flush();
            break;
          case ')': {
            flush();
            if (ops.pop() !== LPAREN) return { programs, error: MISMATCHED_RIGHT, assigns };
            const top = ops[ops.length - 1];
            if (top !== undefined && top.kind === 'call') out.push(ops.pop() as Call);
            break;
          }
          case ';':
            if (!finish()) return { programs, error: MISMATCHED_LEFT, assigns };
            break;
        }
        break;
    }
  }
  if (!finish()) return { programs, error: MISMATCHED_LEFT, assigns };
  return { programs, error: null, assigns };
}
