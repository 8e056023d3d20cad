/** A finding of `vitrine check`: an engine diagnostic or one of the CLI's own checks below. */
import type { Diagnostic } from '../engine/index.js';

export interface CheckDiagnostic {
  /** An engine code (`FORMATTER_UNKNOWN`, ...) or `PARTIAL_MISSING`, `VARIABLE_UNKNOWN`. */
  code: string;
  severity: 'error' | 'warning';
  message: string;
  line: number;
  column: number;
}

export function fromEngine(d: Diagnostic): CheckDiagnostic {
  return { code: d.code, severity: d.severity, message: d.message, line: d.line, column: d.column };
}

export function byPosition(a: CheckDiagnostic, b: CheckDiagnostic): number {
  return a.line - b.line || a.column - b.column;
}
