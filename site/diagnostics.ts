/**
 * Diagnostics of the site renderer (template folders, conf files, tags,
 * stylesheets, content): never thrown, collected per load or per render.
 * Shape from DEVELOPER-MODE.md section 0.
 */
export type SiteSeverity = 'error' | 'warning' | 'info';

export interface SiteDiagnostic {
  /** Stable code, e.g. CONF_TRAILING_TEXT, TAG_UNKNOWN, LESS_ERROR. */
  code: string;
  severity: SiteSeverity;
  /** Path relative to the template folder (or the fixture file). */
  file: string;
  line: number;
  col: number;
  message: string;
}

export class DiagnosticList {
  readonly items: SiteDiagnostic[] = [];

  add(d: SiteDiagnostic): void {
    this.items.push(d);
  }

  error(code: string, file: string, line: number, col: number, message: string): void {
    this.add({ code, severity: 'error', file, line, col, message });
  }

  warn(code: string, file: string, line: number, col: number, message: string): void {
    this.add({ code, severity: 'warning', file, line, col, message });
  }

  info(code: string, file: string, line: number, col: number, message: string): void {
    this.add({ code, severity: 'info', file, line, col, message });
  }
}

export function formatSiteDiagnostic(d: SiteDiagnostic): string {
  return `${d.file}:${d.line}:${d.col}: ${d.severity}: ${d.message}`;
}
